// GET /api/utilities/clearcache (spec section 7, super admin).
import * as z from 'zod';

export const clearCacheResponseSchema = z.strictObject({
  /** Server-side caches emptied. There are none in process today: every read goes to the table. */
  Cleared: z.array(z.string()),
  /** Public paths whose CloudFront copies are (or would be) invalidated. */
  InvalidationPaths: z.array(z.string()),
  /** False where no distribution is configured (DISTRIBUTION_ID unset: a bare API). */
  Invalidated: z.boolean(),
  /** CloudFront's id of the invalidation, null when none was made. */
  InvalidationId: z.string().nullable(),
  Note: z.string(),
});
