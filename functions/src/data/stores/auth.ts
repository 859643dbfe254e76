// The sign-in use cases' repository ports (domain/auth/ports.ts) on DynamoDB; composition/auth.ts
// checks the shape, since the data layer does not import the domain.
import { getEvent } from '../repositories/events-repository';
import {
  findAccessCodeClaim,
  getParticipant,
  linkParticipantUser,
} from '../repositories/participants-repository';
import { createSessionRecord } from '../repositories/sessions-repository';
import { ensureParticipantUser, findUserIdByUsername, getUser } from '../repositories/users-repository';

export const accountReads = { findUserIdByUsername, getUser };

export const sessionStore = { createSessionRecord };

export const accessCodeAccounts = {
  findAccessCodeClaim,
  getParticipant,
  getEvent,
  ensureParticipantUser,
  linkParticipantUser,
  getUser,
};
