// Ready deps for turning counted laps into units: the scheduled job and a Thon's completion. The
// table only.
import { applyLapUnitsOfEvent } from '../domain/eventday/apply-lap-units';
import type { LapUnitsDeps, PendingLapUnits } from '../domain/eventday/lap-units-ports';
import { lapUnitsParticipantReads, lapUnitsStore, lapUnitsThonReads } from '../data/stores/lap-units';
import { powertoolsLogger } from '../platform/logger';

export const lapUnitsDeps: LapUnitsDeps = {
  thons: lapUnitsThonReads,
  tallies: lapUnitsStore,
  units: lapUnitsParticipantReads,
  logger: powertoolsLogger,
};

export const pendingLapUnits: PendingLapUnits = {
  applyPendingLapUnits: (eventId) => applyLapUnitsOfEvent(lapUnitsDeps, eventId),
};
