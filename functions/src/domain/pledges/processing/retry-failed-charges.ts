// RetryFailedCharges: after a completed Thon, an organizer queues its failed and
// needing-action pledges again (each moves back to Scheduled, conditionally, and is charged with
// its next attempt's key). Bounded, so a donor's card is not hammered nor the donor emailed again
// and again: at most 3 attempts per pledge, the next no sooner than 24 hours after the last. A
// pledge held for review (its claim outlived the provider's idempotency key) is queued only by a
// super admin, who has checked the provider's side: the next attempt gets a new key.
import { noChargesToRetry } from '@thon/shared/catalog/messages';
import { listPledgesOfEvent, type PledgeRecord } from '../../../data/repositories/pledges-repository';
import {
  putProcessingMarker,
  rescheduleCharge,
} from '../../../data/repositories/pledge-processing-repository';
import type { Caller } from '../../../platform/caller';
import { enqueuePledgeCharges } from '../../../platform/pledge-queue';
import { Conflict } from '../../errors';
import { eventManagedBy } from '../../events/manage-thon';
import { chargeKeyAgeMs } from './charge-pledge';

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

export async function retryFailedCharges(caller: Caller, eventId: string, nowMs = Date.now()) {
  const event = await eventManagedBy(caller, eventId);
  if (event.status !== 'completed' && event.status !== 'processed') throw new Conflict(noChargesToRetry);
  const due = (await listPledgesOfEvent(eventId)).filter((pledge) => mayRetry(pledge, caller, nowMs));
  const rescheduled: string[] = [];
  for (const pledge of due) {
    if (await rescheduleCharge(pledge)) rescheduled.push(pledge.pledgeId);
  }
  if (rescheduled.length > 0) {
    await putProcessingMarker({ key: `event:${eventId}`, eventId });
    await enqueuePledgeCharges(rescheduled);
  }
  return { EventId: eventId, Queued: rescheduled.length };
}
