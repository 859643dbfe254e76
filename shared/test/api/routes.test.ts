import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPathPrefixes, routeAreas, routeList } from '../../src/api/routes';

describe('route table', () => {
  it('has unique names and unique method + path pairs', () => {
    expect(new Set(routeList.map((route) => route.name)).size).toBe(routeList.length);
    expect(new Set(routeList.map((route) => `${route.method} ${route.path}`)).size).toBe(routeList.length);
  });

  it('combines the areas without one hiding another: no key is declared in two areas', () => {
    const keys = Object.values(routeAreas).flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(routeList).toHaveLength(keys.length);
  });

  // A handler bundles what it imports: importing the index would put every area's schemas in it.
  it.each(
    Object.entries(routeAreas).flatMap(([area, areaRoutes]) =>
      Object.values(areaRoutes).map((route) => [route.name, area, route.handler] as const),
    ),
  )('%s: its handler imports only its own area (%s) of the route table', (_name, area, handler) => {
    const source = readFileSync(
      new URL(`../../../functions/src/handlers/${handler}.ts`, import.meta.url),
      'utf8',
    );
    const routeImports = [...source.matchAll(/from '@thon\/shared\/api\/(routes[^']*)'/g)].map(
      (match) => match[1],
    );
    expect(routeImports).toEqual([`routes/${area}`]);
  });

  it.each(routeList.map((route) => [route.name, route] as const))(
    '%s points at an existing handler module',
    (_name, route) => {
      expect(route.handler).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(
        existsSync(new URL(`../../../functions/src/handlers/${route.handler}.ts`, import.meta.url)),
      ).toBe(true);
    },
  );

  it('declares path parameters exactly as the path names them', () => {
    for (const route of routeList) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = route.request.path
        ? Object.keys((route.request.path as unknown as { shape: object }).shape).sort()
        : [];
      expect(declared, route.name).toEqual(inPath);
    }
  });

  it('only caches public routes', () => {
    for (const route of routeList.filter((entry) => entry.cache))
      expect(route.auth.kind, route.name).toBe('public');
  });

  it('derives the forwarded path prefixes from the routes', () => {
    expect(apiPathPrefixes).toContain('/api');
    for (const route of routeList)
      expect(apiPathPrefixes.some((prefix) => route.path.startsWith(`${prefix}/`))).toBe(true);
  });
});
