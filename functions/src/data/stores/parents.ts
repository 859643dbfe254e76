// The parents area's ports (domain/parents/ports.ts) on DynamoDB; composition/parents.ts checks the
// shapes, since the data layer does not import the domain.
import {
  createParticipantOfParent,
  linkParticipantToParent,
  removeParticipantOfParent,
} from '../repositories/parents-repository';
import { findAccessCodeClaim } from '../repositories/participants-repository';

export const parentLinkStore = {
  linkParticipantToParent,
  createParticipantOfParent,
  removeParticipantOfParent,
};

export const accessCodeReads = { findAccessCodeClaim };
