// Counted laps become units (docs/event-day.md, Laps feed units). The lap write never touches the
// participant (every scan would otherwise meet on the event item in RecordUnits' lock check and read
// the runner's pledges); this job does, every minute, for the Thons running now, and a Thon's
// completion does it once more before the units lock. Each write goes through RecordUnits' own
// store call: the event's status checked in the same transaction, the pledges' estimate recomputed.
import pLimit from 'p-limit';
import { longestThonDays } from '@thon/shared/franchises/calendar-range';
import { unitsDue } from '@thon/shared/eventday/lap-units';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import type { EventRecord } from '../../data/repositories/events-repository';
import { maxUnitsOf, pledgedAtUnits } from '../events/teams-and-units';
import type { LapUnitsDeps, TallyOfRunner } from './lap-units-ports';

/**
 * Days after a Thon's end date its laps are still applied every minute: its event day is at most
 * its end date (the calendar shows the end date as the event day), and corrections come a day or
 * two later. Completion applies whatever is left, whenever it comes.
 */
export const lapUnitsDaysAfterEnd = 2;
/** Participants written at once per Thon: a school of 600 in seconds without a burst of throttling. */
const writeConcurrency = 16;
/** Thons worked on at once (each has its own writes at once above). */
const thonConcurrency = 4;

export interface ThonLapUnits {
  eventId: string;
  /** Participants whose units were written from their laps. */
  applied: number;
  /** Tallies left for the next run: a lap counted meanwhile, or a concurrent write. */
  deferred: number;
  /** Participants whose units are final, or who left the Thon: never written. */
  skipped: number;
}

export interface LapUnitsRun {
  thons: ThonLapUnits[];
  /** Thons whose run failed (logged; the next run tries again). */
  failed: number;
}

const day = 24 * 60 * 60 * 1000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Units-open Thons with bibs, started no more than the longest Thon ago, whose end date is at most
 * 2 days past. Thons that never printed bibs have no tally to read.
 */
async function thonsRunning(deps: LapUnitsDeps, now: Date): Promise<EventRecord[]> {
  const lastEnd = dateOf(now.getTime() - lapUnitsDaysAfterEnd * day);
  const thons: EventRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.thons.listAllEvents({
      fromDate: dateOf(now.getTime() - longestThonDays * day),
      // A day's margin covers every time zone's today.
      toDate: dateOf(now.getTime() + day),
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    if (page === 'bad-cursor') throw new Error('The events index refused its own cursor');
    thons.push(
      ...page.items.filter(
        (thon) =>
          thon.lapTokensIssuedAt !== undefined &&
          unitsOpenStatuses.includes(thon.status) &&
          thon.endDate >= lastEnd,
      ),
    );
    cursor = page.cursor;
  } while (cursor);
  return thons;
}

type Outcome = 'applied' | 'deferred' | 'skipped';

async function applyTally(
  deps: LapUnitsDeps,
  event: EventRecord,
  tally: TallyOfRunner,
  units: number,
  maxUnits: number,
): Promise<Outcome> {
  const participant = await deps.units.getParticipant(tally.participantId);
  // RecordUnits' own rule: a participant whose pledges are being charged keeps their units.
  if (participant?.eventId !== event.eventId || participant.unitsFinal === true) return 'skipped';
  const refusal = await deps.tallies.applyTallyUnits(tally, units, unitsOpenStatuses, () =>
    pledgedAtUnits(deps.units, tally.participantId, units, maxUnits),
  );
  if (refusal === undefined) return 'applied';
  // Completed meanwhile (its own run applied the laps first) or moved away: nothing more to do.
  if (refusal === 'event-closed' || refusal === 'not-in-event') return 'skipped';
  return 'deferred';
}

/**
 * One runner's units now (after a correction), by the job's own path; a tally with nothing due or a
 * write deferred by a lap counted meanwhile is left to the next run.
 */
export async function applyTallyNow(
  deps: LapUnitsDeps,
  event: EventRecord,
  tally: TallyOfRunner,
  maxUnits: number,
): Promise<Outcome | undefined> {
  const units = unitsDue(tally, maxUnits);
  return units === undefined ? undefined : applyTally(deps, event, tally, units, maxUnits);
}

/** Writes the units of every tally of one Thon whose laps differ from the units applied. */
export async function applyThonLapUnits(deps: LapUnitsDeps, event: EventRecord): Promise<ThonLapUnits> {
  const tallies = await deps.tallies.listLapTallies(event.eventId);
  const counts: ThonLapUnits = { eventId: event.eventId, applied: 0, deferred: 0, skipped: 0 };
  if (tallies.length === 0) return counts;
  // The event item carries its participant count; events stored before it was kept are counted.
  const participantCount =
    event.participantCount ?? (await deps.units.listParticipantsOfEvent(event.eventId)).length;
  const maxUnits = maxUnitsOf(event.maxUnits, participantCount);
  const limit = pLimit(writeConcurrency);
  const outcomes = await Promise.all(
    tallies.map((tally) => {
      const units = unitsDue(tally, maxUnits);
      return units === undefined ? undefined : limit(() => applyTally(deps, event, tally, units, maxUnits));
    }),
  );
  for (const outcome of outcomes) if (outcome) counts[outcome] += 1;
  return counts;
}

/** Rounds the completion gives tallies a lap was counted on while their units were written. */
const completionRounds = 3;

/**
 * One Thon's pending laps, now: before its completion locks the units, so the units charged are
 * the laps counted. A tally deferred by a lap counted meanwhile is read again, a few rounds. A Thon
 * no longer units-open has nothing to apply.
 */
export async function applyLapUnitsOfEvent(deps: LapUnitsDeps, eventId: string): Promise<ThonLapUnits> {
  const total: ThonLapUnits = { eventId, applied: 0, deferred: 0, skipped: 0 };
  const event = await deps.thons.getEvent(eventId);
  if (!event || !unitsOpenStatuses.includes(event.status)) return total;
  for (let round = 0; round < completionRounds; round += 1) {
    const counts = await applyThonLapUnits(deps, event);
    total.applied += counts.applied;
    total.skipped += counts.skipped;
    total.deferred = counts.deferred;
    if (counts.deferred === 0) break;
  }
  if (total.deferred > 0) deps.logger.warn('Lap units still moving at completion', { ...total });
  return total;
}

/** The scheduled run: every Thon running now. */
export async function applyLapUnits(deps: LapUnitsDeps, now: Date): Promise<LapUnitsRun> {
  const thons = await thonsRunning(deps, now);
  const limit = pLimit(thonConcurrency);
  const run: LapUnitsRun = { thons: [], failed: 0 };
  await Promise.all(
    thons.map((thon) =>
      limit(async () => {
        try {
          const counts = await applyThonLapUnits(deps, thon);
          if (counts.applied + counts.deferred + counts.skipped > 0) run.thons.push(counts);
        } catch (error) {
          // One Thon's failure must not stop the others'; the next run tries it again.
          run.failed += 1;
          deps.logger.error('Applying lap units failed', { eventId: thon.eventId, error: String(error) });
        }
      }),
    ),
  );
  return run;
}
