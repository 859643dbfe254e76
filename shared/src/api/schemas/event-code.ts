// POST /api/EventCode (spec section 7): a donor types the code printed on the event flyer.
import * as z from 'zod';
import { invalidEventCode } from '../../catalog/messages';
import { eventNotFound } from '../public-reads';

/** Event codes are 4–12 letters and digits; lookups ignore case and surrounding spaces. */
export const eventCodePattern = /^[A-Za-z0-9]{4,12}$/;

export const eventCodeRequestSchema = z.strictObject({
  EventCode: z
    .string({ error: 'EventCode must be text' })
    .trim()
    // Product wording: the spec has no message for an empty code.
    .min(1, 'Please enter an event code')
    .regex(eventCodePattern, invalidEventCode),
});

// Declared with the public reads, which the donor pages import without zod.
export { eventNotFound };

/** The event id, or the literal 'not found'. */
export const eventCodeResponseSchema = z.union([z.literal(eventNotFound), z.string().min(1)]);
