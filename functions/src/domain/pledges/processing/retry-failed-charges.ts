// RetryFailedCharges: after a completed Thon, an organizer queues its failed and
// needing-action pledges again (each moves back to Scheduled, conditionally, and is charged with
// its next attempt's key). Bounded, so a donor's card is not hammered nor the donor emailed again
// and again: at most 3 attempts per pledge, the next no sooner than 24 hours after the last. A
// pledge held for review (its claim outlived the provider's idempotency key) is queued only by a
// super admin, who has checked the provider's side: the next attempt gets a new key.
import { noChargesToRetry } from '@thon/shared/catalog/messages';
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import type { Caller } from '../../caller';
import { Conflict } from '../../errors';
import type { PledgePorts } from '../ports';
import { chargeKeyAgeMs } from './charge-pledge';
import { managedEvent } from './managed-event';

export type RetryDeps = Pick<PledgePorts, 'thons' | 'pledges' | 'charges' | 'markers' | 'queue' | 'clock'>;

/** Charge attempts a pledge may have in all (the first charge and two retries). */
export const maxChargeAttempts = 3;
/** The least time between two attempts of one pledge. */
export const retryIntervalMs = 24 * 60 * 60 * 1000;

/** Whether this caller's retry may queue this pledge now (pure). */
export function mayRetry(pledge: PledgeRecord, caller: Pick<Caller, 'role'>, nowMs: number): boolean {
  if (pledge.kind !== 'per-unit') return false;
  if (pledge.status === 'NeedsReview') return caller.role === 'super-admin';
  if (pledge.status !== 'Failed' && pledge.status !== 'RequiresAction') return false;
  return (pledge.attempt ?? 0) < maxChargeAttempts && chargeKeyAgeMs(pledge, nowMs) >= retryIntervalMs;
}

export async function retryFailedCharges(deps: RetryDeps, caller: Caller, eventId: string) {
  const nowMs = deps.clock.nowMs();
  const event = await managedEvent(deps.thons, caller, eventId);
  if (event.status !== 'completed' && event.status !== 'processed') throw new Conflict(noChargesToRetry);
  const due = (await deps.pledges.listPledgesOfEvent(eventId)).filter((pledge) =>
    mayRetry(pledge, caller, nowMs),
  );
  const rescheduled: string[] = [];
  for (const pledge of due) {
    if (await deps.charges.rescheduleCharge(pledge)) rescheduled.push(pledge.pledgeId);
  }
  if (rescheduled.length > 0) {
    await deps.markers.putProcessingMarker({ key: `event:${eventId}`, eventId });
    await deps.queue.enqueueCharges(rescheduled);
  }
  return { EventId: eventId, Queued: rescheduled.length };
}
