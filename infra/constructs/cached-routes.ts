// Which API paths CloudFront caches: the route table's public GET routes with `cache`. Each gets a
// behaviour of its own (path parameters become `*`), ahead of the uncached prefix behaviours.
import type { AnyRoute } from '@thon/shared/api/route-definition';

/** `/api/events/GetEventPage/{eventId}` → `/api/events/GetEventPage/*`. */
export const pathPatternOf = (path: string) => path.replace(/\{[^}]+\}/g, '*');

const escapeRegExp = (text: string) => text.replace(/[.+?^$()|[\]\\{}]/g, '\\$&');

/** Whether CloudFront's pattern (`*` = any characters) captures a route path (parameters filled in). */
function captures(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
  return regex.test(path.replace(/\{[^}]+\}/g, 'x'));
}

/**
 * The CloudFront path patterns of the cached routes. Refuses a cached route that is not a public
 * GET (the cached behaviour forwards no Authorization and serves one copy to everyone), and any
 * other route whose path a cached pattern would capture (it would lose its headers and methods).
 */
export function cachedPathPatterns(routes: readonly AnyRoute[]): string[] {
  const cached = routes.filter((route) => route.cache);
  for (const route of cached) {
    if (route.method !== 'GET' || route.auth.kind !== 'public') {
      throw new Error(`Route ${route.name} has cache but is not a public GET; only those may be cached.`);
    }
  }
  const patterns = cached.map((route) => pathPatternOf(route.path));
  for (const route of routes.filter((candidate) => !candidate.cache)) {
    const captured = patterns.find((pattern) => captures(pattern, route.path));
    if (captured) {
      throw new Error(
        `Route ${route.name} (${route.method} ${route.path}) would be served by the cached behaviour ${captured}.`,
      );
    }
  }
  return [...new Set(patterns)];
}
