// clearcache: functions keep no in-process caches (every read goes to the table), so nothing is
// cleared in process. Public data is cached by CloudFront: every public cacheable path of the
// route table is invalidated (one wildcard per route).
import { routeList } from '@thon/shared/api/routes';
import { invalidatePaths } from '../../platform/cdn';

function publicCachedPaths(): string[] {
  return routeList
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
    Note: invalidation.invalidated
      ? 'CloudFront is removing its copies of public data; this takes a few minutes.'
      : `${invalidation.reason} Public data expires by s-maxage.`,
  };
}
