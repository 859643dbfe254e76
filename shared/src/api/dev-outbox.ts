// The local outbox (GET /__dev/outbox on the local gateway only; not an API route, so not in
// the route table): email and SMS the emulator received, newest first. Raw email (SendRawEmail)
// arrives parsed: decoded subject, From, text and HTML parts, the headers and attachments below.
import * as z from 'zod';

export const outboxPath = '/__dev/outbox';

export const outboxEmailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  // The emulator reports null when a message has no HTML part.
  html: z
    .string()
    .nullish()
    .transform((html) => html ?? undefined),
  sentAt: z.string(),
  // Raw (MIME) email only, decoded by the emulator: where replies go, and the one-click unsubscribe
  // headers (RFC 8058) of invitations and reminders.
  replyTo: z.string().optional(),
  listUnsubscribe: z.string().optional(),
  listUnsubscribePost: z.string().optional(),
  // Raw email's attachments (the contact form's): name, type and decoded size in bytes.
  attachments: z
    .array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number() }))
    .optional(),
});

export const outboxSmsSchema = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  sentAt: z.string(),
});

export const outboxSchema = z.object({ emails: z.array(outboxEmailSchema), sms: z.array(outboxSmsSchema) });
export type Outbox = z.infer<typeof outboxSchema>;
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export type OutboxSms = z.infer<typeof outboxSmsSchema>;
