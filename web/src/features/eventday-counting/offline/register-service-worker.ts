// Puts the counting page under its service worker (web/public/eventday-sw.js), which keeps the page
// loadable offline. Only the counting page calls this, and the scope is /eventday/: a donor page is
// never served by a worker (its own caching is CloudFront's and the browser's).

export const countingWorkerUrl = '/eventday-sw.js';
export const countingWorkerScope = '/eventday/';

/** The same-origin scripts and styles this page loaded: the worker caches them for an offline reload. */
function loadedFiles(): string[] {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries
    .filter((entry) => ['script', 'link', 'css', 'other'].includes(entry.initiatorType))
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
}

/**
 * Registers the worker (where the browser has service workers: https or localhost), then hands it
 * the files of this first visit, loaded before it could see them. Failing to register only loses
 * the offline reload; the page goes on.
 */
export async function registerCountingServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(countingWorkerUrl, { scope: countingWorkerScope });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({
      type: 'cache-urls',
      page: `${location.origin}${location.pathname}`,
      urls: loadedFiles(),
    });
  } catch (error) {
    console.warn('The counting page will not reload offline:', error);
  }
}
