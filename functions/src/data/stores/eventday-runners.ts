// The table's side of the roster and a runner's laps (domain/eventday/event-day-roster.ts,
// runner-laps.ts). The data layer does not import the domain, so composition/eventday-runners.ts
// checks the shapes.
import { getEventPageItems } from '../repositories/events-repository';
import { getLapTally, listLapTallies } from '../repositories/lap-units-repository';
import { getParticipant } from '../repositories/participants-repository';
import { listLapScans } from '../repositories/runner-laps-repository';
import { getTeam } from '../repositories/teams-repository';

export const rosterEventPageReads = { getEventPageItems };
export const rosterTallyReads = { listLapTallies };
export const runnerReads = { getParticipant, getTeam };
export const runnerLapReads = { getLapTally, listLapScans };
