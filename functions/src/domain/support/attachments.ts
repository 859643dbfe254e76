// What a contact message may carry: PNG and JPEG images, PDF and
// plain text, each only when its content (magic bytes, file-type; text: no magic bytes, valid
// UTF-8, no NUL) and its name's extension name the same kind. Content alone took an SVG or an
// HTML page as "text"; a name alone is whatever the sender typed. Images are re-encoded with
// sharp, which writes no metadata unless asked (EXIF, GPS, comments are gone) and nothing after
// the image (a payload appended to a valid file is gone). Names are reduced to a safe form.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { attachmentTypeOfName, type AttachmentType } from '@thon/shared/catalog/support';
import { fileTypeNotAllowed } from '@thon/shared/catalog/messages';
import { attachmentTypeNotAllowed } from '@thon/shared/catalog/support-messages';
import { RuleBroken } from '../errors';
import { safeAttachmentName } from './attachment-names';
import type { SupportPorts } from './ports';

export type AttachmentDeps = Pick<SupportPorts, 'logger'>;

export interface Attachment {
  fileName: string;
  /** The kind the content and the name agree on. */
  contentType: AttachmentType;
  content: Buffer;
}

/** Decoding bombs stop here: a 4 MB PNG can claim billions of pixels. */
const maxImagePixels = 50_000_000;

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

async function contentTypeOf(content: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (detected) return detected.mime;
  return isPlainText(content) ? 'text/plain' : undefined;
}

/** The image drawn again in its own format; undefined when it does not decode. */
async function reencoded(
  { logger }: AttachmentDeps,
  content: Buffer,
  type: AttachmentType,
): Promise<Buffer | undefined> {
  try {
    // rotate(): the EXIF orientation is applied before the EXIF block is dropped.
    const image = sharp(content, { limitInputPixels: maxImagePixels }).rotate();
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (error) {
    logger.info('Attachment image did not decode', { reason: String(error) });
    return undefined;
  }
}

/** The content to send, or undefined when the content is not the kind the name says. */
async function acceptedContent(
  deps: AttachmentDeps,
  content: Buffer,
  type: AttachmentType,
): Promise<Buffer | undefined> {
  if ((await contentTypeOf(content)) !== type) return undefined;
  if (type === 'image/png' || type === 'image/jpeg') return reencoded(deps, content, type);
  return content;
}

/** The files' contents with their types and safe names; the first file refused refuses them all. */
export async function readAttachments(
  deps: AttachmentDeps,
  files: readonly File[],
): Promise<Attachment[]> {
  const attachments: Attachment[] = [];
  for (const file of files) {
    const fileName = safeAttachmentName(file.name);
    const contentType = attachmentTypeOfName(fileName);
    const content = contentType
      ? await acceptedContent(deps, Buffer.from(await file.arrayBuffer()), contentType)
      : undefined;
    if (!contentType || !content) {
      throw new RuleBroken(fileTypeNotAllowed, [
        { path: 'Files', message: attachmentTypeNotAllowed(fileName) },
      ]);
    }
    attachments.push({ fileName, contentType, content });
  }
  return attachments;
}
