// Invalidates CloudFront's copies of public answers (event page, student pages, lists) after a
// write, so donors see a changed Thon at once instead of after s-maxage. One CreateInvalidation
// per call of invalidatePaths; a distribution that is not configured (a bare API) means nothing to
// invalidate.
import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { noDistribution, nothingToInvalidate } from '@thon/shared/catalog/messages';
import { invalidateAfterWrite as invalidateAfterWriteRule } from '../domain/cdn/invalidate-after-write';
import type { Cdn, CdnDistribution, Invalidation } from '../domain/ports/cdn';
import { cloudFrontClient } from './clients/cloudfront';
import { optionalSetting } from './environment';
import { sqsInvalidationQueue } from './invalidation-queue';
import { powertoolsLogger } from './logger';

export type { Invalidation } from '../domain/ports/cdn';

/** One CreateInvalidation now; throws when CloudFront refuses it. */
export async function invalidatePaths(paths: readonly string[]): Promise<Invalidation> {
  const distributionId = optionalSetting('distributionId');
  if (!distributionId) return { invalidated: false, reason: noDistribution };
  if (paths.length === 0) return { invalidated: false, reason: nothingToInvalidate };
  const { Invalidation } = await cloudFrontClient().send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: randomUUID(),
        Paths: { Quantity: paths.length, Items: [...paths] },
      },
    }),
  );
  return { invalidated: true, id: Invalidation?.Id ?? '' };
}

/** The CdnDistribution port (domain/ports/cdn.ts) on CloudFront alone: no retry queue, no SQS. */
export const cloudFrontDistribution: CdnDistribution = { invalidatePaths };

/** For writes: never throws; a refusal goes to the retry queue (domain/cdn/invalidate-after-write.ts). */
export function invalidateAfterWrite(paths: readonly string[]): Promise<void> {
  return invalidateAfterWriteRule(
    { distribution: cloudFrontDistribution, retries: sqsInvalidationQueue, logger: powertoolsLogger },
    paths,
  );
}

/** The Cdn port (domain/ports/cdn.ts) on CloudFront, with the retry queue behind it. */
export const cloudFrontCdn: Cdn = { invalidateAfterWrite };
