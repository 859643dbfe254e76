// For writes: the change is already stored, so a refused invalidation never fails the write. It is
// never dropped either: the refused paths go to the retry queue and are logged; only if the queue
// refuses them too is the loss logged as an error naming the paths (ClearCache, or their s-maxage,
// then clears them). Paths go in batches CloudFront accepts.
import type { CdnDistribution } from '../ports/cdn';
import { maxPathsPerInvalidation, type InvalidationQueue } from '../ports/invalidation-queue';
import type { Logger } from '../ports/logger';

export interface InvalidateAfterWriteDeps {
  distribution: CdnDistribution;
  retries: Pick<InvalidationQueue, 'queueInvalidation'>;
  logger: Logger;
}

export async function invalidateAfterWrite(
  deps: InvalidateAfterWriteDeps,
  paths: readonly string[],
): Promise<void> {
  const unique = [...new Set(paths)];
  for (let start = 0; start < unique.length; start += maxPathsPerInvalidation) {
    const batch = unique.slice(start, start + maxPathsPerInvalidation);
    try {
      await deps.distribution.invalidatePaths(batch);
    } catch (error) {
      await queueRefused(deps, batch, error as Error);
    }
  }
}

async function queueRefused(
  { retries, logger }: InvalidateAfterWriteDeps,
  paths: readonly string[],
  refusal: Error,
): Promise<void> {
  try {
    await retries.queueInvalidation(paths);
    logger.warn('CloudFront refused an invalidation; queued for retry', { paths, error: refusal });
  } catch (error) {
    logger.error('CloudFront refused an invalidation and the retry queue refused it too', {
      paths,
      error: refusal,
      queueError: error as Error,
    });
  }
}
