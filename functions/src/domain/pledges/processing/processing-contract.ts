// The pledge processing contract between the queue plumbing (CDK, the local stack's
// poller, the worker and sweeper handlers) and the domain: one queue message per pledge to charge.
import * as z from 'zod';

/** The body of one pledge-charges queue message. */
export const pledgeChargeMessageSchema = z.strictObject({ PledgeId: z.string().min(1).max(128) });
export type PledgeChargeMessage = z.infer<typeof pledgeChargeMessageSchema>;

/** What charging one pledge came to; 'skipped' = nothing to do (already settled, a duplicate). */
export type ChargeResult = 'charged' | 'failed' | 'requires-action' | 'below-minimum' | 'skipped';

/** What one sweep did. */
export interface SweepResult {
  requeued: number;
  processedEvents: number;
  /** Charges found at the provider for claims a crash left unwritten, now recorded. */
  recorded: number;
  /** Claims too old to replay with their provider key, held for review (NeedsReview). */
  held: number;
}
