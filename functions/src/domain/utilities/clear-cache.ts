// clearcache: functions keep no in-process caches (every read goes to the table), so nothing is
// cleared in process. Public data is cached by CloudFront: every public cacheable path of the
// route table is invalidated (one wildcard per route). Only the public-pages and utilities areas
// declare cacheable routes (a route-table test keeps it so); importing just those two keeps the
// other areas' schemas out of this function.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { cachesBeingCleared, cachesNotCleared } from '@thon/shared/catalog/messages';
import { invalidatePaths } from '../../platform/cdn';

const cacheableAreas: readonly AnyRoute[] = [
  ...Object.values(publicPageRoutes),
  ...Object.values(utilityRoutes),
];

export function publicCachedPaths(): string[] {
  return cacheableAreas
    .filter((route) => route.auth.kind === 'public' && route.cache)
    .map((route) => route.path.replace(/\{[^}]+\}.*$/, '*'));
}

export async function clearCaches() {
  const paths = publicCachedPaths();
  const invalidation = await invalidatePaths(paths);
  return {
    Cleared: [],
    InvalidationPaths: paths,
    Invalidated: invalidation.invalidated,
    InvalidationId: invalidation.invalidated ? invalidation.id : null,
    Note: invalidation.invalidated ? cachesBeingCleared : cachesNotCleared(invalidation.reason),
  };
}
