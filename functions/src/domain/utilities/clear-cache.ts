// clearcache: functions keep no in-process caches (every read goes to the table), so nothing is
// cleared in process. Public data is cached by CloudFront; invalidating it needs the distribution
// id (CLOUDFRONT_DISTRIBUTION_ID) and a CloudFront client, neither of which exists locally, so the
// answer lists the paths and says they were not invalidated.
import { routeList } from '@thon/shared/api/routes';

export const cloudFrontDistributionVariable = 'CLOUDFRONT_DISTRIBUTION_ID';

export function publicCachedPaths(): string[] {
  return routeList
    .filter((route) => route.auth.kind === 'public' && route.cache)
    .map((route) => route.path.replace(/\{[^}]+\}.*$/, '*'));
}

export function clearCaches() {
  const configured = Boolean(process.env[cloudFrontDistributionVariable]);
  return {
    Cleared: [],
    InvalidationPaths: publicCachedPaths(),
    Invalidated: false,
    Note: configured
      ? 'CloudFront invalidation is not wired yet (needs @aws-sdk/client-cloudfront); public data expires by s-maxage.'
      : `No CloudFront distribution configured (${cloudFrontDistributionVariable} unset); public data expires by s-maxage.`,
  };
}
