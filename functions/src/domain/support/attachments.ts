// What a contact message may carry (issue 15): images, PDF and plain text, decided by content,
// never by the name or the type the browser declared. Images and PDF by their magic bytes
// (file-type); text is what has no magic bytes, decodes as UTF-8 and holds no NUL.
import { fileTypeFromBuffer } from 'file-type';
import { allowedAttachmentTypes, type AttachmentType } from '@thon/shared/catalog/support';
import { attachmentTypeNotAllowed } from '@thon/shared/catalog/support-messages';
import { RuleBroken } from '../errors';

export interface Attachment {
  fileName: string;
  /** The type the content shows, not the one the browser sent. */
  contentType: AttachmentType;
  content: Buffer;
}

const allowed: ReadonlySet<string> = new Set(allowedAttachmentTypes);

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

async function typeOf(content: Buffer): Promise<AttachmentType | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (detected) return allowed.has(detected.mime) ? (detected.mime as AttachmentType) : undefined;
  return isPlainText(content) ? 'text/plain' : undefined;
}

/** The files' contents with their types; the first file of another kind refuses them all. */
export async function readAttachments(files: readonly File[]): Promise<Attachment[]> {
  const attachments: Attachment[] = [];
  for (const file of files) {
    const content = Buffer.from(await file.arrayBuffer());
    const contentType = await typeOf(content);
    if (!contentType) {
      const message = attachmentTypeNotAllowed(file.name);
      throw new RuleBroken(message, [{ path: 'Files', message }]);
    }
    attachments.push({ fileName: file.name, contentType, content });
  }
  return attachments;
}
