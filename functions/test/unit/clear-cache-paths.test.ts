import { describe, expect, it } from 'vitest';
import { routeList } from '@thon/shared/api/routes';
import { publicCachedPaths } from '../../src/domain/utilities/clear-cache';

describe('clearcache invalidation paths', () => {
  // clear-cache reads a list of paths (shared/src/api/public-page-paths.ts), not the route table;
  // a cacheable public route added to the table but not the list would be missed, so this
  // compares with the whole table.
  it('covers every public cacheable route of the whole table, one wildcard each', () => {
    const expected = routeList
      .filter((route) => route.auth.kind === 'public' && route.cache)
      .map((route) => route.path.replace(/\{[^}]+\}.*$/, '*'));
    expect(expected.length).toBeGreaterThan(0);
    expect(publicCachedPaths().sort()).toEqual(expected.sort());
  });
});
