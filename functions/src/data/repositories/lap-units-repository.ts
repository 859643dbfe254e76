// The lap tallies' side of units (docs/event-day.md, Laps feed units): a Thon's tallies in one
// Query, and the units written to the participant through RecordUnits' own transaction with the
// tally's unitsApplied beside them.
import type { EntityItem } from 'electrodb';
import type { lapTallyEntity } from '../entities/lap-tally';
import { thon } from '../thon-service';
import type { EventRecord } from './events-repository';
import { recordParticipantUnits, type UnitsRefusal } from './participants-repository';

export type LapTallyRecord = EntityItem<typeof lapTallyEntity>;

/** Every runner's tally of a Thon (one Query of its partition). */
export async function listLapTallies(eventId: string): Promise<LapTallyRecord[]> {
  const { data } = await thon().entities.lapTally.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/**
 * One runner's tally, or undefined before their bib was issued (one GetItem, strongly consistent:
 * a correction and RecordUnits' refusal decide on what the last lap left).
 */
export async function getLapTally(
  eventId: string,
  participantId: string,
): Promise<LapTallyRecord | undefined> {
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * The participant's units (the event's status checked, the pledges' estimate recomputed) and the
 * tally's unitsApplied in one transaction, conditioned on the tally's laps still being those the
 * units came from: two runs at once can never leave older units marked as applied after newer ones
 * (the older run's write is refused, and a lap counted meanwhile leaves the tally for the next run).
 */
export function applyTallyUnits(
  tally: { eventId: string; participantId: string; laps: number },
  units: number,
  statuses: readonly EventRecord['status'][],
  recount: () => Promise<{ pledgedCents: number; pledgeVersion: number | undefined }>,
): Promise<UnitsRefusal | undefined> {
  return recordParticipantUnits(tally.eventId, tally.participantId, units, statuses, recount, (entities) =>
    entities.lapTally
      .patch({ eventId: tally.eventId, participantId: tally.participantId })
      .set({ unitsApplied: units })
      .where((stored, { eq }) => eq(stored.laps, tally.laps))
      .commit(),
  );
}
