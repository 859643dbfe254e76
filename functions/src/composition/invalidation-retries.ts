// Ready dependencies of the invalidation retry worker: CloudFront, the SQS retry queue (to postpone
// a refused message) and the logger.
import type { RetryInvalidationDeps } from '../domain/cdn/retry-invalidation';
import { cloudFrontDistribution } from '../platform/cdn';
import { sqsInvalidationQueue } from '../platform/invalidation-queue';
import { powertoolsLogger } from '../platform/logger';

export const retryInvalidationDeps = {
  distribution: cloudFrontDistribution,
  retries: sqsInvalidationQueue,
  logger: powertoolsLogger,
} satisfies RetryInvalidationDeps;
