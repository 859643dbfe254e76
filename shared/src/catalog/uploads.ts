// What a person may upload (spec sections 3 and 9).
import * as z from 'zod';

/**
 * application/octet-stream is on the spec's list because some browsers send it for images;
 * the API therefore checks every stored object's magic bytes, not only its declared type.
 */
export const allowedUploadContentTypes = ['image/jpeg', 'image/png', 'application/octet-stream'] as const;
export const uploadContentTypeSchema = z.enum(allowedUploadContentTypes);
export type UploadContentType = z.infer<typeof uploadContentTypeSchema>;

export { maxImageBytes, maxImageMegabytes, specConstantImageBytes } from './image-size';
