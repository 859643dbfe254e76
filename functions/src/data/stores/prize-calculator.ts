// The prize calculator's stores (domain/prize-calculator/ports.ts) over the repositories; the data
// layer does not import the domain, so composition/prize-calculator*.ts checks the shapes.
import { getEvent } from '../repositories/events-repository';
import { getOrganization } from '../repositories/organizations-repository';
import { listParticipantsOfEvent } from '../repositories/participants-repository';
import { listPledgesOfEvent } from '../repositories/pledges-repository';
import { listPrizeAwards } from '../repositories/prize-awards-repository';
import {
  createPrizeCartClaim,
  finishPrizeCartClaim,
  getPrizeCartClaim,
  listThonsOfFranchiseBefore,
  recordPrizeCart,
  takeOverPrizeCartClaim,
} from '../repositories/prize-calculator-repository';
import { getPrizeProgramme } from '../repositories/prize-programmes-repository';
import { getProducts } from '../repositories/products-repository';

export const prizeCalculatorReads = {
  getEvent,
  getOrganization,
  getPrizeProgramme,
  listParticipantsOfEvent,
  listPledgesOfEvent,
  listThonsOfFranchiseBefore,
  getProducts,
  listPrizeAwards,
};

export const prizeCartClaims = {
  getPrizeCartClaim,
  createPrizeCartClaim,
  takeOverPrizeCartClaim,
  recordPrizeCart,
  finishPrizeCartClaim,
};
