// ImageUpload: a presigned S3 POST for one image, straight from the browser to the
// bucket. Its conditions (content type, 1 byte to 8 MB) bind S3 in AWS; the emulator enforces no
// POST policy and a client can lie, so ConfirmImageUpload checks the object itself.
import type { z } from 'zod';
import type { imageUploadSchema } from '@thon/shared/api/schemas/landing-pages';
import { maxImageBytes } from '@thon/shared/catalog/uploads';
import type { Caller } from '../caller';
import { incomingKey } from './landing-images';
import type { LandingPagePorts } from './ports';

/** Long enough for 8 MB on a slow school connection. */
const uploadWindowSeconds = 15 * 60;

export async function startImageUpload<Request extends { ContentType: string }>(
  deps: Pick<LandingPagePorts, 'uploads' | 'ids' | 'clock'>,
  caller: Caller,
  /** Its ContentType already checked against the route's allowed types. */
  request: Request,
  /** A family's photo names the child in its upload id (student-pages/photo-keys.ts). */
  uploadId: string = deps.ids.newId(),
): Promise<z.infer<typeof imageUploadSchema>> {
  const post = await deps.uploads.presignImagePost({
    key: incomingKey(caller.userId, uploadId),
    contentType: request.ContentType,
    maxBytes: maxImageBytes,
    expiresSeconds: uploadWindowSeconds,
  });
  return {
    UploadId: uploadId,
    Url: post.url,
    Fields: post.fields,
    MaxBytes: maxImageBytes,
    ExpiresAt: new Date(deps.clock.nowMs() + uploadWindowSeconds * 1000).toISOString(),
  };
}
