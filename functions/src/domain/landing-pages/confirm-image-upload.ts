// ConfirmImageUpload: the uploaded object is checked by itself, not by what the browser
// said: its size (8 MB), its magic bytes (file-type: an image at all, then JPEG or PNG, matching
// the declared type), each failure with the spec's message and the object deleted. An accepted
// image is turned upright, stripped of all metadata (EXIF, GPS: these are children's photos; sharp
// writes none unless asked), sized to fit 1600 x 1600 px without enlarging (the page shows it at
// most ~1000 CSS px wide; 1600 covers 1.6x screens) as WebP quality 80, and published under
// public/ with a year's immutable cache (its key is new on every upload).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { confirmedImageSchema } from '@thon/shared/api/schemas/landing-pages';
import { uploadNotFound } from '@thon/shared/catalog/landing-page-messages';
import {
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
  imageFormatNotSupported,
} from '@thon/shared/catalog/messages';
import { maxImageBytes } from '@thon/shared/catalog/uploads';
import type { Caller } from '../caller';
import { NotFound, RuleBroken } from '../errors';
import { imageUrlOf, incomingKey, objectKeyOf, publishedImageKey } from './landing-images';
import type { LandingPagePorts } from './ports';

export const maxImageEdge = 1600;
/** Per declared content type, the detected formats an upload may be. */
export type AcceptedFormats = Readonly<Record<string, readonly string[]>>;
const acceptedFormats: AcceptedFormats = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  // Some browsers declare images as octet-stream (spec section 3); the content decides.
  'application/octet-stream': ['image/jpeg', 'image/png'],
};

/** Why the object cannot be published (a message to show), or undefined when it can. */
async function refusalOf(
  bytes: Uint8Array,
  declared: string | undefined,
  accepted: AcceptedFormats,
): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected?.mime.startsWith('image/')) return fileTypeNotAllowed;
  const allowed = accepted[declared ?? 'application/octet-stream'] ?? [];
  return allowed.includes(detected.mime) ? undefined : imageFormatNotSupported;
}

export type ConfirmImageUploadDeps = Pick<LandingPagePorts, 'uploads' | 'site' | 'logger'>;

export interface CheckedImage {
  data: Buffer;
  info: { width: number; height: number };
}

/**
 * The upload under `key` checked by its own bytes and re-encoded upright, without metadata, as
 * WebP; a refused upload is deleted and refused with its message. The caller stores the result
 * where it belongs (published here, kept privately for a family's photo) and deletes the upload.
 */
export async function checkedImageOf(
  { uploads, logger }: Pick<LandingPagePorts, 'uploads' | 'logger'>,
  key: string,
  accepted: AcceptedFormats = acceptedFormats,
): Promise<CheckedImage> {
  const head = await uploads.headObject(key);
  if (!head) throw new NotFound(uploadNotFound);
  const refuse = async (message: string): Promise<never> => {
    await uploads.deleteObject(key);
    throw new RuleBroken(message);
  };
  if (head.size > maxImageBytes) return refuse(fileSizeLimitExceeded);
  const bytes = await uploads.readObject(key);
  if (bytes.byteLength > maxImageBytes) return refuse(fileSizeLimitExceeded);
  const refusal = await refusalOf(bytes, head.contentType, accepted);
  if (refusal) return refuse(refusal);

  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxImageEdge, height: maxImageEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    logger.warn('Image could not be read', { error: String(error) });
    return refuse(imageFormatNotSupported);
  }
}

export async function confirmImageUpload(
  deps: ConfirmImageUploadDeps,
  caller: Caller,
  uploadId: string,
): Promise<z.infer<typeof confirmedImageSchema>> {
  const { uploads, site } = deps;
  const key = incomingKey(caller.userId, uploadId);
  const image = await checkedImageOf(deps, key);
  const imageKey = publishedImageKey(uploadId);
  await uploads.writeObject({
    key: objectKeyOf(imageKey),
    body: image.data,
    contentType: 'image/webp',
    cacheControl: 'public, max-age=31536000, immutable',
  });
  await uploads.deleteObject(key);
  return {
    ImageKey: imageKey,
    ImageUrl: imageUrlOf(site, imageKey),
    Width: image.info.width,
    Height: image.info.height,
  };
}
