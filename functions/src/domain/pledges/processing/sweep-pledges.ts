// The sweeper (issue 12), every 15 minutes: for each event or participant in processing, queue
// again every pledge still waiting (a lost message) or left Charging by a crash (its charge
// replays with the same idempotency key), and once nothing is waiting, close the marker and move
// a completed Thon to processed. This is what keeps the 2-hour promise when a message is lost.
import { changeEventStatus } from '../../../data/repositories/events-repository';
import {
  listPledgesOfEvent,
  listPledgesOfParticipant,
  type PledgeRecord,
} from '../../../data/repositories/pledges-repository';
import {
  listProcessingMarkers,
  removeProcessingMarker,
} from '../../../data/repositories/pledge-processing-repository';
import { enqueuePledgeCharges } from '../../../platform/pledge-queue';
import { logger } from '../../../platform/logger';
import type { SweepResult } from './processing-contract';

/** A charge in flight longer than this is taken as crashed (the worker's timeout is far shorter). */
export const staleChargingMs = 10 * 60 * 1000;

const unsettled = (pledge: PledgeRecord) =>
  pledge.kind === 'per-unit' && (pledge.status === 'Scheduled' || pledge.status === 'Charging');

const worthRequeuing = (pledge: PledgeRecord, nowMs: number) =>
  pledge.status === 'Scheduled' ||
  (pledge.status === 'Charging' &&
    nowMs - Date.parse(pledge.updatedAt ?? pledge.createdAt) > staleChargingMs);

export async function sweepPledges(nowMs = Date.now()): Promise<SweepResult> {
  let requeued = 0;
  let processedEvents = 0;
  for (const marker of await listProcessingMarkers()) {
    const pledges = marker.participantId
      ? await listPledgesOfParticipant(marker.participantId)
      : await listPledgesOfEvent(marker.eventId);
    const waiting = pledges.filter(unsettled);
    const again = waiting.filter((pledge) => worthRequeuing(pledge, nowMs));
    if (again.length > 0) {
      await enqueuePledgeCharges(again.map((pledge) => pledge.pledgeId));
      requeued += again.length;
    }
    if (waiting.length > 0) continue;
    if (!marker.participantId && (await changeEventStatus(marker.eventId, 'completed', 'processed'))) {
      processedEvents += 1;
    }
    await removeProcessingMarker(marker.key);
  }
  if (requeued > 0 || processedEvents > 0) logger.info('Pledge sweep', { requeued, processedEvents });
  return { requeued, processedEvents };
}
