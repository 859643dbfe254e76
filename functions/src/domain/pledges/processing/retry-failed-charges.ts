// RetryFailedCharges (issue 12): after a completed Thon, an organizer queues its failed and
// needing-action pledges again (each moves back to Scheduled, conditionally, and is charged with
// its next attempt's key). A donor who changes their card is retried the same way.
import { noChargesToRetry } from '@thon/shared/catalog/messages';
import { listPledgesOfEvent } from '../../../data/repositories/pledges-repository';
import {
  putProcessingMarker,
  rescheduleCharge,
} from '../../../data/repositories/pledge-processing-repository';
import type { Caller } from '../../../platform/caller';
import { enqueuePledgeCharges } from '../../../platform/pledge-queue';
import { Conflict } from '../../errors';
import { eventManagedBy } from '../../events/manage-thon';

export async function retryFailedCharges(caller: Caller, eventId: string) {
  const event = await eventManagedBy(caller, eventId);
  if (event.status !== 'completed' && event.status !== 'processed') throw new Conflict(noChargesToRetry);
  const stopped = (await listPledgesOfEvent(eventId)).filter(
    (pledge) => pledge.status === 'Failed' || pledge.status === 'RequiresAction',
  );
  const rescheduled: string[] = [];
  for (const pledge of stopped) {
    if (await rescheduleCharge(pledge.pledgeId, pledge.status)) rescheduled.push(pledge.pledgeId);
  }
  if (rescheduled.length > 0) {
    await putProcessingMarker({ key: `event:${eventId}`, eventId });
    await enqueuePledgeCharges(rescheduled);
  }
  return { EventId: eventId, Queued: rescheduled.length };
}
