// The parents area's ports (domain/parents/ports.ts) on DynamoDB; composition/parents.ts checks the
// shapes, since the data layer does not import the domain.
import { getEvents } from '../repositories/events-repository';
import {
  createParticipantOfParent,
  linkParticipantToParent,
  listParentLinks,
  removeParticipantOfParent,
} from '../repositories/parents-repository';
import { findAccessCodeClaim, getParticipants } from '../repositories/participants-repository';
import { getUser } from '../repositories/users-repository';
import { listPledgesOfParticipant } from '../repositories/pledges-repository';
import { getPrizeProgrammes } from '../repositories/prize-programmes-repository';

export const parentLinkStore = {
  linkParticipantToParent,
  createParticipantOfParent,
  removeParticipantOfParent,
};

export const accessCodeReads = { findAccessCodeClaim };

export const parentDashboardReads = {
  getUser,
  listParentLinks,
  getParticipants,
  getEvents,
  getPrizeProgrammes,
  listPledgesOfParticipant: (participantId: string) => listPledgesOfParticipant(participantId),
};
