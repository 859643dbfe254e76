// A landing page's url: the vanity path /{url}, unique across the product. Lowercase
// letters, digits and single hyphens, 3 to 60 characters, and never one of the app's own first
// path segments (reservedLandingUrls; web/src/app/reserved-landing-urls.test.ts derives them from
// the router and the API's prefixes and fails if this list misses one).
export const landingUrlPattern = /^(?=.{3,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** First path segments the app or the API uses, and a few kept for later. Lowercase. */
export const reservedLandingUrls: readonly string[] = [
  // the web app's routes
  'login',
  'logout',
  'reset-password',
  'sso',
  'home',
  'event',
  'student',
  'pledge',
  'share',
  'unsubscribe',
  'parent',
  'organizer',
  'teacher',
  'shop',
  'dev',
  'landingpages',
  'eventday',
  // the API's first segments and the CDN's
  'api',
  'authentication',
  'landingpageimage',
  'images',
  'assets',
  // kept for the product
  'admin',
  'contact',
  'support',
  'help',
  'about',
  'privacy',
  'terms',
  'www',
  'static',
  'favicon.ico',
  'robots.txt',
];

/** The stored form of a typed url: trimmed and lowercased. */
export const normalizeLandingUrl = (url: string) => url.trim().toLowerCase();

export const isReservedLandingUrl = (url: string) => reservedLandingUrls.includes(normalizeLandingUrl(url));
