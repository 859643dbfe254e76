// Invalidates CloudFront's copies of public answers (event page, student pages, lists) after a
// write, so donors see a changed Thon at once instead of after s-maxage. One CreateInvalidation
// per call; a distribution that is not configured (a bare API) means nothing to invalidate.
import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { noDistribution, nothingToInvalidate } from '@thon/shared/catalog/messages';
import { cloudFrontClient } from './clients/cloudfront';
import { optionalSetting } from './environment';
import { logger } from './logger';
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
 * For writes: the change is already stored and the cached copy expires by s-maxage anyway, so a
 * failed invalidation is logged, never turned into a failed write.
 */
export async function invalidateAfterWrite(paths: readonly string[]): Promise<void> {
  try {
    await invalidatePaths(paths);
  } catch (error) {
    logger.warn('CloudFront invalidation failed; cached copies expire by s-maxage', {
      paths,
      error: error as Error,
    });
  }
}
