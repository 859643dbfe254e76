// The contact and support form (spec sections 1 and 8): what a message may carry.
//
// Attachment limit. The issue asks for at most 5 MB in total, but a deployed request cannot carry
// that: API Gateway's HTTP API hands a multipart body to Lambda base64-encoded (it is binary), and
// Lambda refuses a synchronous event above 6 MB (6,291,456 bytes) in total. Base64 turns 3 bytes
// into 4, so the largest raw body that fits is 4.5 MiB minus the event's headers and context; 5 MB
// of files (5,242,880 bytes, 6,990,507 once encoded) never arrives. The product takes 4 MiB of
// files, leaving 256 KiB for the text fields and the multipart framing, and ~330 KB of the 6 MB for
// the event's envelope. The form says so (attachmentLimitNote).

/** Total size of a message's attachments: 4 MiB (see above why not 5 MB). */
export const maxAttachmentMegabytes = 4;
export const maxAttachmentBytes = maxAttachmentMegabytes * 1024 * 1024;
/** The whole multipart body: attachments, fields and framing (base64: 5.67 MiB of Lambda's 6 MB). */
export const maxContactRequestBytes = maxAttachmentBytes + 256 * 1024;
/** Files per message. */
export const maxAttachments = 10;

/**
 * What an attachment may be: its content (magic bytes; text: UTF-8 without NULs) and its name's
 * extension must name the same kind. Content alone let an SVG or HTML page through as "text", and
 * a name alone is whatever the sender typed; together, what support opens is what it says it is.
 * GIF, WebP, SVG and HTML are not taken: a screenshot is a PNG or a JPEG.
 */
export const attachmentExtensions = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt', '.log'],
} as const;
export type AttachmentType = keyof typeof attachmentExtensions;
export const allowedAttachmentTypes = Object.keys(attachmentExtensions) as readonly AttachmentType[];
/** For the file picker's accept attribute: every extension and type taken. */
export const attachmentAccept = [
  ...Object.values(attachmentExtensions).flat(),
  ...allowedAttachmentTypes,
].join(',');

/** The kind a file name's extension (any case) stands for, or undefined when none is taken. */
export function attachmentTypeOfName(fileName: string): AttachmentType | undefined {
  const extension = /\.[^.]*$/u.exec(fileName.toLowerCase())?.[0];
  if (!extension) return undefined;
  return allowedAttachmentTypes.find((type) =>
    (attachmentExtensions[type] as readonly string[]).includes(extension),
  );
}

/** Longest accepted values of the contact model's text fields. */
export const contactFieldMaxLengths = {
  Subject: 200,
  Message: 5000,
  From: 100,
  FromName: 100,
  jiraIssueType: 100,
} as const;

/**
 * The issue types offered when Jira is not configured (locally, or a deployment without Jira);
 * a deployment may configure its own list (CDK context `supportIssueTypes`).
 */
export const defaultSupportIssueTypes = ['Bug', 'Question', 'Task', 'Feature Request'] as const;

/** The form field the ALTCHA widget submits its solution under (the widget's default name). */
export const captchaFieldName = 'altcha';
