// What a person may upload (spec sections 3 and 9).
import * as z from 'zod';

/**
 * application/octet-stream is on the spec's list because some browsers send it for images;
 * the API therefore checks every stored object's magic bytes, not only its declared type.
 */
export const allowedUploadContentTypes = ['image/jpeg', 'image/png', 'application/octet-stream'] as const;
export const uploadContentTypeSchema = z.enum(allowedUploadContentTypes);
export type UploadContentType = z.infer<typeof uploadContentTypeSchema>;

/**
 * The spec gives two image-size limits: 25,000,000 bytes in a constant and 8 MB in the
 * message people read. The product enforces 8 MB (8 × 1024 × 1024 bytes) so that the
 * message is true; the larger figure is kept, unused, only so the choice stays visible.
 */
export const maxImageMegabytes = 8;
export const maxImageBytes = maxImageMegabytes * 1024 * 1024;
export const specConstantImageBytes = 25_000_000;
