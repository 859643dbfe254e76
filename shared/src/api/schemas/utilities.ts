// GET /api/utilities/clearcache (spec section 7, super admin).
import { z } from 'zod';

export const clearCacheResponseSchema = z.strictObject({
  /** Server-side caches emptied. There are none in process today: every read goes to the table. */
  Cleared: z.array(z.string()),
  /** Public paths whose CloudFront copies are (or would be) invalidated. */
  InvalidationPaths: z.array(z.string()),
  /** False where no distribution is configured (CLOUDFRONT_DISTRIBUTION_ID unset, e.g. locally). */
  Invalidated: z.boolean(),
  Note: z.string(),
});
