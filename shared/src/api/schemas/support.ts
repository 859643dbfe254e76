// The contact and support form: the contact model of the spec (Subject, Message,
// jiraIssueType, From, FromName, Files) sent as multipart/form-data with the ALTCHA solution, the
// issue types and the captcha challenge. Field names keep the spec's spelling.
import * as z from 'zod';
import { enterRequiredFields, fileSizeLimitExceeded, invalidCaptcha } from '../../catalog/messages';
import { emailSchema } from '../../catalog/patterns';
import { contactFieldMaxLengths, maxAttachmentBytes, maxAttachments } from '../../catalog/support';
import { contactFieldTooLong, tooManyAttachments } from '../../catalog/support-messages';

/** A required text field: absent or blank is the spec's 'Please enter the required fields.' */
const requiredText = (field: keyof typeof contactFieldMaxLengths) =>
  z
    .string({ error: enterRequiredFields })
    .trim()
    .min(1, enterRequiredFields)
    .max(contactFieldMaxLengths[field], contactFieldTooLong(field));

/** Sum of the attachments' sizes in bytes. */
export function attachmentBytes(files: readonly { size: number }[]): number {
  return files.reduce((total, file) => total + file.size, 0);
}

/**
 * The multipart form's fields. `Files` repeats once per attachment (absent: none); `altcha` is the
 * widget's solution (base64 JSON of the challenge and its solution). Types are checked by content
 * on the server; the browser may check the total before sending. Other fields a form carries are
 * ignored (a form is not a JSON contract: widgets add their own inputs).
 */
export const contactRequestSchema = z.object({
  Subject: requiredText('Subject'),
  Message: requiredText('Message'),
  From: requiredText('From').pipe(emailSchema),
  FromName: requiredText('FromName'),
  /** One of GetJiraIssueTypes' names; absent or blank: the first of them. */
  jiraIssueType: z
    .string()
    .trim()
    .max(contactFieldMaxLengths.jiraIssueType, contactFieldTooLong('jiraIssueType'))
    .optional(),
  Files: z
    // instanceof, not z.file(): that schema's code would ride in the zod chunk every page downloads.
    .array(z.instanceof(File))
    .max(maxAttachments, tooManyAttachments)
    .refine((files) => attachmentBytes(files) <= maxAttachmentBytes, fileSizeLimitExceeded)
    .default([]),
  altcha: z.string({ error: invalidCaptcha }).min(1, invalidCaptcha).max(10_000, invalidCaptcha),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * emailed: support got the email (no Jira configured); ticket-created: and a Jira issue
 * (TicketKey); ticket-not-created: Jira failed, support still got the email, and Message is the
 * spec's 'Unable to create ticket. Please email support.'
 */
export const contactOutcomeSchema = z.enum(['emailed', 'ticket-created', 'ticket-not-created']);
export const contactResponseSchema = z.strictObject({
  Message: z.string(),
  Outcome: contactOutcomeSchema,
  TicketKey: z.string().optional(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const supportIssueTypesSchema = z.strictObject({
  IssueTypes: z.array(z.strictObject({ Name: z.string() })),
});
export type SupportIssueTypes = z.infer<typeof supportIssueTypesSchema>;

/**
 * An ALTCHA proof-of-work challenge (altcha-lib 2, PoW v2: what the `altcha` widget 3 fetches from
 * its `challenge` URL). Signed with our HMAC key and expiring after 10 minutes.
 */
export const captchaChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    // A catchall object, not z.record (same reason).
    data: z.object({}).catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
