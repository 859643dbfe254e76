// The bibs' store (domain/eventday/lap-tokens.ts) over the repositories; the data layer does not
// import the domain, so composition/eventday-bibs.ts checks the shape.
import { getEvent } from '../repositories/events-repository';
import {
  getLapTally,
  issueLapToken,
  listLapTallies,
  markLapTokensIssued,
  refreshLapTally,
  replaceLapToken,
} from '../repositories/lap-tokens-repository';
import { getParticipant, listParticipantsOfEvent } from '../repositories/participants-repository';
import { listTeamsOfEvent, listTeamsOfTeacher } from '../repositories/teams-repository';

export const lapTokenStore = {
  getEvent,
  listTeamsOfEvent,
  listTeamsOfTeacher,
  listParticipantsOfEvent,
  getParticipant,
  listLapTallies,
  getLapTally,
  issueLapToken,
  markLapTokensIssued,
  refreshLapTally,
  replaceLapToken,
};
