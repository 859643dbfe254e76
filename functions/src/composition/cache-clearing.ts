// Ready dependencies of clearcache: CloudFront alone. Its own module so the route bundles the
// CloudFront client but not the retry queue's SQS client (a refused clearcache is answered, not queued).
import type { ClearCachesDeps } from '../domain/utilities/clear-cache';
import { cloudFrontDistribution } from '../platform/cdn';

export const clearCachesDeps = { distribution: cloudFrontDistribution } satisfies ClearCachesDeps;
