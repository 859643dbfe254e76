// The contact form's product wording. The spec's own contact messages (contactSent,
// contactFailed, ticketNotCreated, invalidCaptcha, fileSizeLimitExceeded, enterRequiredFields) stay
// in messages.ts. Kept apart so the donor pages, which share that module's chunk, do not download
// the contact page's wording.
import { contactFieldMaxLengths, maxAttachmentMegabytes, maxAttachments } from './support';

export const attachmentLimitNote = `Attach PNG or JPEG images, PDF or plain text (.txt, .log) files: at most ${maxAttachments} files and ${maxAttachmentMegabytes} MB in total, the most one message can carry through our servers.`;
/** Names the refused file (the answer's field issue; its message is the spec's fileTypeNotAllowed). */
export const attachmentTypeNotAllowed = (fileName: string) =>
  `${fileName} cannot be attached: only PNG and JPEG images, PDF and plain text (.txt, .log) files are accepted.`;
export const tooManyAttachments = `Please attach at most ${maxAttachments} files.`;
export const contactFieldTooLong = (field: keyof typeof contactFieldMaxLengths) =>
  `Please keep this to ${contactFieldMaxLengths[field]} characters.`;
/** Told when the captcha is not solved yet (the spec's 'Please enter the required fields.' heads the form). */
export const captchaNotSolved = 'Please tick the box to show you are not a robot.';
export const captchaLoadFailed = 'The captcha could not be loaded. Please reload the page.';
export const issueTypeNotOffered = 'Please choose one of the listed issue types.';
export const contactEmailSubject = (subject: string) => `Support request: ${subject}`;
/**
 * The receipt the sender's address gets. The form is public and "From" is whatever was typed, so
 * it carries none of the visitor's words (subject, name, message): it cannot carry someone's text
 * to a stranger's inbox.
 */
export const contactReceiptSubject = 'We received your message';
export const contactReceiptText =
  'Thank you for contacting Thon support. We received your message and will reply to this address. If you did not write to us, you can ignore this email.';
export const tooManyContactMessages =
  'Many messages were sent from your network. Please try again in 15 minutes.';
/** The receipt comes from "Thon Support via Thon" <mail-from>, replying to support. */
export const supportSenderName = 'Thon Support';
/** In support's email when Jira refused the ticket. */
export const ticketNotCreatedNote =
  'Jira: the ticket could not be created; please create it from this email.';
