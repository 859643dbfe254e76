// A landing page lives at /{url}, beside the app's own routes: no url may take a first
// path segment the router, the API or the CDN uses. The segments are derived from the route tree
// itself, so a new route whose first segment is not in reservedLandingUrls fails here.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiPathPrefixes } from '@thon/shared/api/routes';
import { reservedLandingUrls } from '@thon/shared/landing-pages/landing-url';
import { appRoutes } from './app-routes';
import { discoverableRoutes } from './route-discovery';

/** The first static segment of every route path reachable from the root, lowercased. */
function firstSegments(routes: readonly RouteObject[], prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const route of routes) {
    const path = route.index ? prefix : joinPath(prefix, route.path);
    const first = path.split('/').find((segment) => segment !== '');
    if (first !== undefined && !first.startsWith(':') && first !== '*') found.add(first.toLowerCase());
    for (const segment of firstSegments(route.children ?? [], path)) found.add(segment);
  }
  return found;
}

function joinPath(prefix: string, path: string | undefined): string {
  if (path === undefined) return prefix;
  if (path.startsWith('/')) return path;
  return `${prefix.replace(/\/$/, '')}/${path}`;
}

// The dev-only outbox is in the tree only in development, which is where tests run. The trees the
// router discovers on a first visit (the shop's) are walked from where they join.
const discovered = await Promise.all(
  discoverableRoutes.map(async (routes) => firstSegments(await routes.load(), routes.parentPath)),
);
const routerSegments = [
  ...new Set([...firstSegments(appRoutes), ...discovered.flatMap((segments) => [...segments])]),
].sort();
const otherSegments = [...apiPathPrefixes.map((prefix) => prefix.replace(/^\//, '')), 'images', 'assets'].map(
  (segment) => segment.toLowerCase(),
);

describe('reserved landing urls', () => {
  it('finds the routes it should (the walk itself works)', () => {
    expect(routerSegments).toEqual(
      expect.arrayContaining([
        'login',
        'event',
        'student',
        'pledge',
        'organizer',
        'home',
        'landingpages',
        'dev',
        'shop',
      ]),
    );
  });

  it.each(routerSegments)('reserves the router segment %s', (segment) => {
    expect(reservedLandingUrls).toContain(segment);
  });

  it.each(otherSegments)('reserves the API or CDN segment %s', (segment) => {
    expect(reservedLandingUrls).toContain(segment);
  });

  it('keeps the list lowercase, as urls are stored', () => {
    for (const url of reservedLandingUrls) expect(url).toBe(url.toLowerCase());
  });

  it('places the vanity route after every other route, just before not-found', () => {
    const pages = appRoutes[0]?.children?.[0]?.children ?? [];
    expect(pages.map((route) => route.path).slice(-2)).toEqual([':landingUrl', '*']);
    const dynamicFirst = pages.filter((route) => route.path?.startsWith(':'));
    expect(dynamicFirst.map((route) => route.path)).toEqual([':landingUrl']);
  });
});
