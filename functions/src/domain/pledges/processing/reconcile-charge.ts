// What became of a claim left Charging (a worker died between the provider's answer and our write,
// and the provider's webhook was lost too): the provider is asked for the charges carrying the
// pledge's id. Money taken is recorded (Charged, credited once, receipt), never charged again; a
// claim whose idempotency key the provider may have forgotten is not replayed but held for a
// super admin's review (replaying an expired key could charge twice).
import {
  chargeKeyAgeMs,
  chargeKeyLifetimeMs,
  dueFacts,
  finishCharged,
  type ChargeDeps,
} from './charge-pledge';
import { paymentsOfPledge } from '../payments-of-thon';

/**
 * 'recorded': a charge was found and written; 'requeue': nothing taken and the key is young, so
 * the worker may replay it; 'held': NeedsReview; 'waiting': the provider is still settling one;
 * 'skipped': not a claim any more.
 */
export type Reconciled = 'recorded' | 'requeue' | 'held' | 'waiting' | 'skipped';

export async function reconcileCharge(deps: ChargeDeps, pledgeId: string): Promise<Reconciled> {
  const facts = await dueFacts(deps, pledgeId);
  if (!facts || facts.pledge.status !== 'Charging') return 'skipped';
  const attempt = String(facts.pledge.attempt ?? 1);
  // A test-mode pledge's charges are found in test mode only.
  const charges = await paymentsOfPledge(deps, facts.pledge).findCharges({ pledgeId });
  const paid = charges.filter((charge) => charge.state === 'succeeded');
  if (paid.length > 1) deps.logger.error('A pledge was charged more than once', { pledgeId, charges: paid });
  // This attempt's charge first; money an earlier attempt took still counts (and is never retaken).
  const taken = paid.find((charge) => charge.metadata.attempt === attempt) ?? paid[0];
  if (taken) {
    const result = await finishCharged(deps, facts, {
      paymentIntentId: taken.paymentIntentId,
      chargedCents: taken.amountCents,
    });
    deps.logger.warn('Recorded a charge found at the provider', { pledgeId, result, taken });
    return result === 'charged' ? 'recorded' : 'skipped';
  }
  if (charges.some((charge) => charge.state === 'pending' && charge.metadata.attempt === attempt)) {
    return 'waiting';
  }
  if (chargeKeyAgeMs(facts.pledge, deps.clock.nowMs()) < chargeKeyLifetimeMs) return 'requeue';
  const held = await deps.charges.holdForReview(facts.pledge);
  if (held) deps.logger.warn('Pledge held for review: its charge key may have expired', { pledgeId });
  return held ? 'held' : 'skipped';
}
