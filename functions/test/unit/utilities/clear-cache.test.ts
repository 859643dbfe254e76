// clearcache on an in-memory distribution: it asks for every public cached path in one
// invalidation and reports the id, or, when there is nothing to invalidate, says why and that the
// pages expire by s-maxage; a refusal is not swallowed (the caller sees it).
import { describe, expect, it } from 'vitest';
import { cachesBeingCleared, cachesNotCleared, noDistribution } from '@thon/shared/catalog/messages';
import { clearCaches, publicCachedPaths } from '../../../src/domain/utilities/clear-cache';
import type { CdnDistribution } from '../../../src/domain/ports/cdn';
import { RecordingDistribution } from '../../support/in-memory/cdn-distribution';

describe('clearCaches', () => {
  it('invalidates every public cached path at once and names the invalidation', async () => {
    const distribution = new RecordingDistribution();
    const answer = await clearCaches({ distribution });
    expect(distribution.asked).toEqual([publicCachedPaths()]);
    expect(answer).toEqual({
      Cleared: [],
      InvalidationPaths: publicCachedPaths(),
      Invalidated: true,
      InvalidationId: 'I1',
      Note: cachesBeingCleared,
    });
  });

  it('says why nothing was invalidated when there is no distribution', async () => {
    const distribution: CdnDistribution = {
      invalidatePaths: () => Promise.resolve({ invalidated: false, reason: noDistribution }),
    };
    expect(await clearCaches({ distribution })).toMatchObject({
      Invalidated: false,
      InvalidationId: null,
      Note: cachesNotCleared(noDistribution),
    });
  });

  it('lets a refusal reach the caller instead of claiming the caches are clearing', async () => {
    await expect(clearCaches({ distribution: new RecordingDistribution(() => true) })).rejects.toThrow(
      'TooManyInvalidationsInProgress',
    );
  });
});
