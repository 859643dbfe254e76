// The contact form's product wording (issue 15). The spec's own contact messages (contactSent,
// contactFailed, ticketNotCreated, invalidCaptcha, fileSizeLimitExceeded, enterRequiredFields) stay
// in messages.ts. Kept apart so the donor pages, which share that module's chunk, do not download
// the contact page's wording.
import { contactFieldMaxLengths, maxAttachmentMegabytes, maxAttachments } from './support';

export const attachmentLimitNote = `Attach images (JPEG, PNG, GIF, WebP), PDF or plain text files: at most ${maxAttachments} files and ${maxAttachmentMegabytes} MB in total, the most one message can carry through our servers.`;
export const attachmentTypeNotAllowed = (fileName: string) =>
  `${fileName} cannot be attached: only images (JPEG, PNG, GIF, WebP), PDF and plain text files are accepted.`;
export const tooManyAttachments = `Please attach at most ${maxAttachments} files.`;
export const contactFieldTooLong = (field: keyof typeof contactFieldMaxLengths) =>
  `Please keep this to ${contactFieldMaxLengths[field]} characters.`;
/** Told when the captcha is not solved yet (the spec's 'Please enter the required fields.' heads the form). */
export const captchaNotSolved = 'Please tick the box to show you are not a robot.';
export const captchaLoadFailed = 'The captcha could not be loaded. Please reload the page.';
export const issueTypeNotOffered = 'Please choose one of the listed issue types.';
export const contactEmailSubject = (subject: string) => `Support request: ${subject}`;
export const contactCopySubject = (subject: string) => `We received your message: ${subject}`;
export const contactCopyIntro =
  'Thank you for contacting Thon support. This is a copy of your message; we will reply to this address.';
export const contactAttachmentsNotCopied = (count: number) =>
  `${count} attachment${count === 1 ? ' was' : 's were'} sent with your message (not included in this copy).`;
/** The visitor's copy comes from "Thon Support via Thon" <mail-from>, replying to support. */
export const supportSenderName = 'Thon Support';
/** In support's email when Jira refused the ticket. */
export const ticketNotCreatedNote =
  'Jira: the ticket could not be created; please create it from this email.';
