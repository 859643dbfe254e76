// Ready deps for the organizer's processing calls that queue pledges (CompleteParticipant,
// RetryFailedCharges): the table, the pledge queue and the clock. No payment provider nor SES:
// queuing is not charging.
import type { CompleteParticipantDeps } from '../domain/pledges/processing/complete-participant';
import type { RetryDeps } from '../domain/pledges/processing/retry-failed-charges';
import { chargeStore, pledgeReads, processingMarkers, thonReads } from '../data/stores/pledges';
import { systemClock } from '../platform/clock';
import { sqsPledgeQueue } from '../platform/pledge-queue';

export const pledgeQueuingDeps: CompleteParticipantDeps & RetryDeps = {
  thons: thonReads,
  pledges: pledgeReads,
  charges: chargeStore,
  markers: processingMarkers,
  queue: sqsPledgeQueue,
  clock: systemClock,
};
