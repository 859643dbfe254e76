import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPathPrefixes, routeList } from '../../src/api/routes';

describe('route table', () => {
  it('has unique names and unique method + path pairs', () => {
    expect(new Set(routeList.map((route) => route.name)).size).toBe(routeList.length);
    expect(new Set(routeList.map((route) => `${route.method} ${route.path}`)).size).toBe(routeList.length);
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
