// The counting page's service worker (docs/event-day.md, "Offline"): a phone at the lap line loses
// the school's Wi-Fi, and a reload there must still show the page, whose scans wait in IndexedDB.
// Registered by the counting page only, with scope /eventday/: donor pages never get it.
//
// Hand-written rather than Workbox: Workbox would add a build step (injecting the build's file
// list) for what is here one rule. Network first: online, every answer is the deployed one (a new
// release is picked up at once, nothing stale is shown); only when the network fails or is slower
// than 4 s does the cache answer. The API and the dev endpoints are never cached: scans go through
// the page's queue, and a cached API answer would show old laps as if current.
/* global self, caches */

const cacheName = 'thon-eventday-v1';
const networkTimeoutMs = 4000;
// Any navigation answer is the SPA's page shell (CloudFront answers /index.html for every
// /eventday/... path): a reload of another counting page or of the screen can use it.
const shellKey = '/eventday/__shell';
// Hashed chunks pile up across releases; the oldest go beyond this many entries (a release has
// a few dozen files; the dev server serves a few hundred modules).
const maxEntries = 500;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== cacheName) await caches.delete(name);
      // Take the open counting page now, so its next request is already covered.
      await self.clients.claim();
    })(),
  );
});

function handled(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return (
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/__dev/')
  );
}

async function remember(request, response, isPage) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response.clone());
  if (isPage) await cache.put(shellKey, response.clone());
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) await cache.delete(key);
}

async function fromCache(request) {
  const cache = await caches.open(cacheName);
  // ignoreVary: the dev server and S3 answer `Vary: Origin`, and a module script's request carries
  // an Origin the copy stored from the page's list of files did not.
  const cached = await cache.match(request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true });
  if (cached || request.mode !== 'navigate') return cached;
  return cache.match(shellKey);
}

async function networkFirst(event) {
  const { request } = event;
  const network = fetch(request).then(async (response) => {
    // Only whole, same-origin successes: a 404 or a partial answer must not replace a good copy.
    if (response.ok && response.status === 200 && response.type === 'basic')
      await remember(request, response, request.mode === 'navigate');
    return response;
  });
  // The copy is still stored when the cache answers first (slow network).
  event.waitUntil(network.catch(() => undefined));
  const timedOut = new Promise((resolve) => setTimeout(resolve, networkTimeoutMs));
  const first = await Promise.race([network.catch(() => undefined), timedOut]);
  if (first) return first;
  // The network failed or is slow: the cached copy if there is one, else keep waiting for it.
  return (await fromCache(request)) ?? network;
}

self.addEventListener('fetch', (event) => {
  if (handled(event.request)) event.respondWith(networkFirst(event));
});

// The page sends the files it loaded before this worker controlled it (its first visit), so a
// reload offline finds them: the page itself (the shell), its scripts and styles.
self.addEventListener('message', (event) => {
  const { type, page, urls } = event.data ?? {};
  if (type !== 'cache-urls' || typeof page !== 'string' || !Array.isArray(urls)) return;
  event.waitUntil(
    Promise.all(
      [page, ...urls].map(async (url) => {
        if (typeof url !== 'string') return;
        // The page asks for HTML, as a navigation does (the dev server's page fallback needs it).
        const headers = url === page ? { accept: 'text/html' } : {};
        const request = new Request(url, { credentials: 'same-origin', headers });
        if (!handled(request)) return;
        const response = await fetch(request).catch(() => undefined);
        if (response?.ok && response.status === 200) await remember(request, response, url === page);
      }),
    ),
  );
});
