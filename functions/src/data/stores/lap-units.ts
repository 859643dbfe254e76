// The table's side of the lap units ports (domain/eventday/lap-units-ports.ts).
import { getEvent, listAllEvents } from '../repositories/events-repository';
import { applyTallyUnits, getLapTally, listLapTallies } from '../repositories/lap-units-repository';
import { getParticipant, listParticipantsOfEvent } from '../repositories/participants-repository';
import { listPledgesOfParticipant } from '../repositories/pledges-repository';

export const lapUnitsThonReads = { listAllEvents, getEvent };
export const lapUnitsStore = { listLapTallies, applyTallyUnits };
export const lapUnitsParticipantReads = { getParticipant, listParticipantsOfEvent, listPledgesOfParticipant };
export const lapTallyReads = { getLapTally };
