// An organization's payout account (Stripe Connect) as the API answers it: the same shape wherever
// it is shown (a Thon's pledge settings, the console's organizations), from the facts stored on the
// organization item.
import * as z from 'zod';

/** NotConnected: no account yet; Pending: onboarding not finished; Enabled: it can take charges. */
export const payoutStatuses = ['NotConnected', 'Pending', 'Enabled'] as const;

export const payoutStateSchema = z.strictObject({
  Status: z.enum(payoutStatuses),
  ChargesEnabled: z.boolean(),
  PayoutsEnabled: z.boolean(),
});
export type PayoutStateWire = z.infer<typeof payoutStateSchema>;
