// Invalidates CloudFront's copies of public answers (event page, student pages, lists) after a
// write, so donors see a changed Thon at once instead of after s-maxage. One CreateInvalidation
// per call of invalidatePaths; a distribution that is not configured (a bare API) means nothing to
// invalidate.
import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { noDistribution, nothingToInvalidate } from '@thon/shared/catalog/messages';
import { cloudFrontClient } from './clients/cloudfront';
import { optionalSetting } from './environment';
import { maxPathsPerInvalidation, queueInvalidation } from './invalidation-queue';
import { logger } from './logger';
import type { Cdn } from '../domain/ports/cdn';
import { seam } from './seam';

export type Invalidation = { invalidated: true; id: string } | { invalidated: false; reason: string };

export const invalidatePaths = /* @__PURE__ */ seam(
  async (paths: readonly string[]): Promise<Invalidation> => {
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
  },
);

/**
 * For writes: the change is already stored, so a refused invalidation never fails the write. It
 * is never dropped either: the refused paths go to the retry queue (platform/invalidation-queue.ts)
 * and are logged; only if SQS refuses them too is the loss logged as an error, naming the paths
 * (ClearCache, or their s-maxage, then clears them). Paths go in batches CloudFront accepts.
 */
export async function invalidateAfterWrite(paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)];
  for (let start = 0; start < unique.length; start += maxPathsPerInvalidation) {
    const batch = unique.slice(start, start + maxPathsPerInvalidation);
    try {
      await invalidatePaths(batch);
    } catch (error) {
      await queueRefused(batch, error as Error);
    }
  }
}

/** The Cdn port (domain/ports/cdn.ts) on CloudFront, with the retry queue behind it. */
export const cloudFrontCdn: Cdn = { invalidateAfterWrite };

async function queueRefused(paths: readonly string[], refusal: Error): Promise<void> {
  try {
    await queueInvalidation(paths);
    logger.warn('CloudFront refused an invalidation; queued for retry', { paths, error: refusal });
  } catch (error) {
    logger.error('CloudFront refused an invalidation and the retry queue refused it too', {
      paths,
      error: refusal,
      queueError: error as Error,
    });
  }
}
