// The nightly prize lock (docs/prizes.md, Awards and the nightly lock), run every 15 minutes: for
// each Thon started within the last 120 days that has a programme, the night due in its time zone
// (only from its start date to a week after its end) is claimed by exactly one run; that run fixes
// each participant's awards from their credit now (created only if absent), voids what the credit
// no longer reaches, and marks the night done with its counts. A run that dies leaves the night
// 'running' until its lease ends; the next run takes it over and, every write being conditional,
// writes nothing twice.
import { locksNight, nightDue } from '@thon/shared/prizes/prize-night';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-awards-repository';
import { applyPlans } from './apply-plan';
import { planAwards } from './award-plan';
import { creditsByParticipant } from './pledge-credit';
import type { LockDeps } from './ports';

/** Thons started this long ago or less still lock nights (an event plus its week after, with room). */
export const lockWindowDays = 120;
/** How long a run holds a night before another may take it over (a run takes seconds). */
export const nightLeaseMs = 10 * 60 * 1000;

export interface NightLocked {
  eventId: string;
  night: string;
  participants: number;
  locked: number;
  voided: number;
}

export interface LockRun {
  /** Thons with a programme whose night was due. */
  due: number;
  /** Nights this run locked. */
  nights: NightLocked[];
  /** Thons whose lock failed (logged; the next run takes the night over once its lease ends). */
  failed: number;
}

async function thonsInWindow(deps: LockDeps, now: Date): Promise<EventRecord[]> {
  const day = 24 * 60 * 60 * 1000;
  const from = new Date(now.getTime() - lockWindowDays * day).toISOString().slice(0, 10);
  // Thons not started yet lock nothing; a day's margin covers every time zone's today.
  const to = new Date(now.getTime() + day).toISOString().slice(0, 10);
  const thons: EventRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.thons.listAllEvents({
      fromDate: from,
      toDate: to,
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    if (page === 'bad-cursor') throw new Error('The events index refused its own cursor');
    thons.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return thons;
}

/** Locks one Thon's night, the claim already held. */
async function lockThon(
  deps: LockDeps,
  programme: PrizeProgrammeRecord,
  night: string,
  at: string,
): Promise<Omit<NightLocked, 'eventId' | 'night'>> {
  const eventId = programme.eventId;
  const [{ participant: participants }, pledges, awards] = await Promise.all([
    deps.eventPage.getEventPageItems(eventId),
    deps.pledges.listPledgesOfEvent(eventId),
    deps.awards.listPrizeAwards(eventId),
  ]);
  const credits = creditsByParticipant(pledges, programme.divisor);
  const awardsOf = new Map<string, typeof awards>();
  for (const award of awards)
    awardsOf.set(award.participantId, [...(awardsOf.get(award.participantId) ?? []), award]);
  const plans = participants.map((participant) =>
    planAwards(
      programme,
      participant,
      credits.get(participant.participantId) ?? 0,
      awardsOf.get(participant.participantId) ?? [],
      night,
      at,
    ),
  );
  const outcome = await applyPlans(deps.awards, plans, at);
  return { participants: participants.length, ...outcome };
}

export async function lockPrizeAwards(deps: LockDeps, now: Date): Promise<LockRun> {
  const at = now.toISOString();
  const thons = await thonsInWindow(deps, now);
  const programmes = new Map(
    (await deps.awards.getPrizeProgrammes(thons.map((thon) => thon.eventId))).map((programme) => [
      programme.eventId,
      programme,
    ]),
  );
  const run: LockRun = { due: 0, nights: [], failed: 0 };
  for (const thon of thons) {
    const programme = programmes.get(thon.eventId);
    // A draft Thon is not running yet: nobody has earned anything, so its nights lock nothing.
    if (!programme || programme.levels.length === 0 || thon.status === 'draft') continue;
    const night = nightDue(now, thon.timeZone);
    if (!locksNight(night, thon.startDate, thon.endDate)) continue;
    run.due += 1;
    const runId = deps.ids.newId();
    const claimed = await deps.nights.claimPrizeNight(
      {
        eventId: thon.eventId,
        night,
        state: 'running',
        runId,
        startedAt: at,
        leaseUntil: new Date(now.getTime() + nightLeaseMs).toISOString(),
      },
      at,
    );
    if (!claimed) continue;
    try {
      const counts = await lockThon(deps, programme, night, at);
      await deps.nights.finishPrizeNight(
        { eventId: thon.eventId, night, runId },
        { finishedAt: new Date().toISOString(), ...counts },
      );
      run.nights.push({ eventId: thon.eventId, night, ...counts });
    } catch (error) {
      // One Thon's failure must not stop the others'; its night stays 'running' until the lease ends.
      run.failed += 1;
      deps.logger.error('Prize lock failed', { eventId: thon.eventId, night, error: String(error) });
    }
  }
  return run;
}
