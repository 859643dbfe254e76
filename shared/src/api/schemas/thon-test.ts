// A test Thon: a rehearsal of an event, even in production. Its pledges go through the payment
// provider's test mode, its invitations only to its outbox, and no public list or report counts
// it. Marked by a super admin or a franchisee user while the Thon is a draft only, so money never
// moves between test mode and live mode.
import * as z from 'zod';
import { eventIdSchema } from './events';

export const setThonTestRequestSchema = z.strictObject({
  EventId: eventIdSchema,
  IsTest: z.boolean({ error: 'IsTest must be true or false' }),
});

export const thonTestMarkSchema = z.strictObject({ EventId: z.string(), IsTest: z.boolean() });

/** A test Thon's outbox: what its invitations would have sent, newest first. */
export const testOutboxSchema = z.strictObject({
  EventId: z.string(),
  Messages: z.array(
    z.strictObject({
      MessageId: z.string(),
      SentAt: z.string(),
      Channel: z.enum(['Email', 'Sms']),
      To: z.string(),
      Subject: z.string().optional(),
      Text: z.string(),
      Html: z.string().optional(),
    }),
  ),
});
