// The franchise area's stores (domain/franchises/ports.ts) as objects over the repositories; the
// data layer does not import the domain, so composition/franchises.ts checks them.
import {
  getFranchise,
  getTerritoryCell,
  listFranchises,
  readTerritoryCells,
  writeFranchise,
  writeFranchiseStatus,
} from '../repositories/franchises-repository';
import { deleteSessionsOfUser } from '../repositories/sessions-repository';
import { listUsersOfFranchise } from '../repositories/users-admin-repository';
import { getUser } from '../repositories/users-repository';

export const franchiseStore = {
  getFranchise,
  readTerritoryCells,
  getTerritoryCell,
  writeFranchise,
  writeFranchiseStatus,
  listFranchises,
};

export const franchiseCallerReads = { getUser };

/** A suspension ends the sessions of the franchise's users (domain/franchises/franchise-sessions.ts). */
export const franchiseMemberSessions = { listUsersOfFranchise, deleteSessionsOfUser };
