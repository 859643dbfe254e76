// The table's side of the roster, a runner's laps and corrections (domain/eventday/event-day-roster.ts,
// runner-laps.ts, correct-lap-count.ts). The data layer does not import the domain, so
// composition/eventday-runners.ts checks the shapes.
import { getEventPageItems } from '../repositories/events-repository';
import { correctLapTally } from '../repositories/lap-corrections-repository';
import { getLapTally, listLapTallies } from '../repositories/lap-units-repository';
import { getParticipant } from '../repositories/participants-repository';
import { listLapScans } from '../repositories/runner-laps-repository';
import { getTeam } from '../repositories/teams-repository';

export const rosterEventPageReads = { getEventPageItems };
export const rosterTallyReads = { listLapTallies };
export const runnerReads = { getParticipant, getTeam };
export const runnerLapReads = { getLapTally, listLapScans };
export const lapCorrectionStore = { getLapTally, correctLapTally, getTeam };
