// How large an uploaded image may be (spec sections 3 and 9). Apart from uploads.ts, which holds
// zod schemas, because messages.ts words the limit and every page reads messages.ts: the donor
// pages would otherwise download zod for one number.

/**
 * The spec gives two image-size limits: 25,000,000 bytes in a constant and 8 MB in the
 * message people read. The product enforces 8 MB (8 × 1024 × 1024 bytes) so that the
 * message is true; the larger figure is kept, unused, only so the choice stays visible.
 */
export const maxImageMegabytes = 8;
export const maxImageBytes = maxImageMegabytes * 1024 * 1024;
export const specConstantImageBytes = 25_000_000;
