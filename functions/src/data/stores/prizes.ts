// The prizes area's store (domain/prizes/ports.ts) over the repositories; the data layer does not
// import the domain, so composition/prizes*.ts checks the shapes.
import { getEvent, getEventPageItems } from '../repositories/events-repository';
import { listPledgesOfEvent } from '../repositories/pledges-repository';
import { getProducts } from '../repositories/products-repository';
import {
  getPrizeProgramme,
  writeClassChallenges,
  writeProgrammeLevels,
} from '../repositories/prize-programmes-repository';
import { listTeamsOfEvent } from '../repositories/teams-repository';
import { getVendors } from '../repositories/vendors-repository';

export const prizeProgrammeOfThon = { getPrizeProgramme };
export const prizeProgrammeReads = { getEvent, getPrizeProgramme, listTeamsOfEvent };
export const prizeProductReads = { getProducts, getVendors };
export const prizeProgrammeWrites = { writeProgrammeLevels, writeClassChallenges };
export const thonPrizesReads = { getEventPageItems, getPrizeProgramme, listPledgesOfEvent };
