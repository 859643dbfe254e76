// The lap tallies' side of units (docs/event-day.md, Laps feed units): a Thon's tallies in one
// Query, and the units written to the participant through RecordUnits' own transaction with the
// tally's unitsApplied beside them.
import type { EventRecord } from './events-repository';
import { recordParticipantUnits, type UnitsRefusal } from './participants-repository';
import { getLapTally, listLapTallies, type LapTallyRecord } from './lap-tokens-repository';

// The tally reads live with the tallies' creation (lap-tokens-repository); re-exported for the
// units' stores.
export { getLapTally, listLapTallies, type LapTallyRecord };

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
