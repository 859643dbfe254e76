// What turning counted laps into units reads and writes (docs/event-day.md, Laps feed units), as
// ports: composition/lap-units.ts wires the table's repositories in.
import type { TallyUnits } from '@thon/shared/eventday/lap-units';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { UnitsRefusal } from '../../data/repositories/participants-repository';
import type { UnitsStore } from '../events/ports';
import type { Logger } from '../ports/logger';
import type { ThonListReads } from '../prize-awards/ports';

/** The parts of a runner's lap tally the units read. */
export interface TallyOfRunner extends TallyUnits {
  readonly eventId: string;
  readonly participantId: string;
}

export interface LapUnitsStore {
  /** Every lap tally of a Thon (one Query of its partition). */
  listLapTallies(eventId: string): Promise<TallyOfRunner[]>;
  /**
   * The participant's units and the tally's unitsApplied in one transaction: the event's status
   * checked (RecordUnits' lock), the pledges' estimate written with them, and the tally's laps still
   * those read (a lap counted meanwhile refuses it: `alongside-refused`, the next run writes it).
   */
  applyTallyUnits(
    tally: Pick<TallyOfRunner, 'eventId' | 'participantId' | 'laps'>,
    units: number,
    statuses: readonly EventRecord['status'][],
    recount: () => Promise<{ pledgedCents: number; pledgeVersion: number | undefined }>,
  ): Promise<UnitsRefusal | undefined>;
}

export interface LapUnitsDeps {
  thons: ThonListReads & { getEvent(eventId: string): Promise<EventRecord | undefined> };
  tallies: LapUnitsStore;
  units: Pick<UnitsStore, 'getParticipant' | 'listParticipantsOfEvent' | 'listPledgesOfParticipant'>;
  logger: Logger;
}

/** A Thon's completion writes its counted laps not yet applied, before the units lock. */
export interface PendingLapUnits {
  applyPendingLapUnits(eventId: string): Promise<unknown>;
}

/** RecordUnits asks whether a runner's units are their counted laps. */
export interface LapTallyReads {
  getLapTally(eventId: string, participantId: string): Promise<TallyUnits | undefined>;
}
