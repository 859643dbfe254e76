// The payment provider's webhook. The body is the provider's event: only its id and
// type are required here, the handler verifies the signature over the raw body and reads the rest.
import * as z from 'zod';

export const paymentWebhookBodySchema = z.looseObject({ id: z.string(), type: z.string() });
export const paymentWebhookResponseSchema = z.strictObject({ Received: z.literal(true) });
