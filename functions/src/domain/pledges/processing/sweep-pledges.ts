// The sweeper, every 15 minutes: for each event or participant in processing, queue
// again every pledge still waiting (a lost message), reconcile each claim left Charging by a crash
// with the provider (a charge found is recorded, a young claim is queued to replay its key, an old
// one is held for review), and once nothing is waiting, close the marker and move a completed Thon
// to processed. This is what keeps the 2-hour promise when a message is lost.
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import type { PledgePorts } from '../ports';
import type { ChargeDeps } from './charge-pledge';
import type { SweepResult } from './processing-contract';
import { reconcileCharge, type Reconciled } from './reconcile-charge';

/** The sweep reconciles claims (as a charge does) and moves markers, the queue and the Thon. */
export type SweepDeps = ChargeDeps & Pick<PledgePorts, 'markers' | 'queue'>;

/** A charge in flight longer than this is taken as crashed (the worker's timeout is far shorter). */
export const staleChargingMs = 10 * 60 * 1000;

const unsettled = (pledge: PledgeRecord) =>
  pledge.kind === 'per-unit' && (pledge.status === 'Scheduled' || pledge.status === 'Charging');

const staleClaim = (pledge: PledgeRecord, nowMs: number) =>
  pledge.status === 'Charging' && nowMs - Date.parse(pledge.updatedAt ?? pledge.createdAt) > staleChargingMs;

/** One claim's reconciliation; a failure (the provider down) leaves it for the next sweep. */
async function reconciled(deps: SweepDeps, pledgeId: string): Promise<Reconciled> {
  try {
    return await reconcileCharge(deps, pledgeId);
  } catch (error) {
    deps.logger.error('Pledge claim not reconciled', { pledgeId, error: String(error) });
    return 'waiting';
  }
}

export async function sweepPledges(deps: SweepDeps): Promise<SweepResult> {
  const { pledges: reads, markers } = deps;
  const nowMs = deps.clock.nowMs();
  const result: SweepResult = { requeued: 0, processedEvents: 0, recorded: 0, held: 0 };
  for (const marker of await markers.listProcessingMarkers()) {
    const pledges = marker.participantId
      ? await reads.listPledgesOfParticipant(marker.participantId)
      : await reads.listPledgesOfEvent(marker.eventId);
    const waiting = pledges.filter(unsettled);
    const again = waiting.filter((pledge) => pledge.status === 'Scheduled').map((pledge) => pledge.pledgeId);
    let settledNow = 0;
    for (const pledge of waiting.filter((candidate) => staleClaim(candidate, nowMs))) {
      const outcome = await reconciled(deps, pledge.pledgeId);
      if (outcome === 'requeue') again.push(pledge.pledgeId);
      if (outcome === 'recorded') result.recorded += 1;
      if (outcome === 'held') result.held += 1;
      if (outcome === 'recorded' || outcome === 'held') settledNow += 1;
    }
    if (again.length > 0) {
      await deps.queue.enqueueCharges(again);
      result.requeued += again.length;
    }
    if (waiting.length > settledNow) continue;
    if (
      !marker.participantId &&
      (await deps.thons.changeEventStatus(marker.eventId, 'completed', 'processed'))
    ) {
      result.processedEvents += 1;
    }
    await markers.removeProcessingMarker(marker.key);
  }
  if (result.requeued + result.processedEvents + result.recorded + result.held > 0) {
    deps.logger.info('Pledge sweep', { ...result });
  }
  return result;
}
