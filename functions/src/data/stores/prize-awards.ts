// The table's side of the prize award ports (domain/prize-awards/ports.ts).
import { getEvent, getEventPageItems, listAllEvents } from '../repositories/events-repository';
import { listPledgesOfEvent, listPledgesOfParticipant } from '../repositories/pledges-repository';
import {
  claimPrizeNight,
  createPrizeAward,
  finishPrizeNight,
  getPrizeAward,
  getPrizeProgrammes,
  listPrizeAwards,
  movePrizeAward,
} from '../repositories/prize-awards-repository';
import { getTeam } from '../repositories/teams-repository';

export const prizeAwardStore = {
  getPrizeProgrammes,
  listPrizeAwards,
  getPrizeAward,
  createPrizeAward,
  movePrizeAward,
};
export const prizeNightStore = { claimPrizeNight, finishPrizeNight };
export const prizeThonReads = { listAllEvents, getEvent };
export const prizeTeamReads = { getTeam };
export const prizeEventPageReads = { getEventPageItems };
export const prizePledgeReads = { listPledgesOfEvent, listPledgesOfParticipant };
