// clearcache: functions keep no in-process caches (every read goes to the table), so nothing is
// cleared in process. Public data is cached by CloudFront: every public cacheable path of the
// route table is invalidated (one wildcard per route), from the list of those paths that a test
// keeps equal to the table, so no area's schemas are bundled into this function.
import { cachedPublicPaths } from '@thon/shared/api/public-page-paths';
import { cachesBeingCleared, cachesNotCleared } from '@thon/shared/catalog/messages';
import type { CdnDistribution } from '../ports/cdn';

export interface ClearCachesDeps {
  distribution: CdnDistribution;
}

export function publicCachedPaths(): string[] {
  return cachedPublicPaths.map((path) => path.replace(/\{[^}]+\}.*$/, '*'));
}

export async function clearCaches({ distribution }: ClearCachesDeps) {
  const paths = publicCachedPaths();
  const invalidation = await distribution.invalidatePaths(paths);
  return {
    Cleared: [],
    InvalidationPaths: paths,
    Invalidated: invalidation.invalidated,
    InvalidationId: invalidation.invalidated ? invalidation.id : null,
    Note: invalidation.invalidated ? cachesBeingCleared : cachesNotCleared(invalidation.reason),
  };
}
