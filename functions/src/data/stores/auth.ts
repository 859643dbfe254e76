// The sign-in use cases' repository ports (domain/auth/ports.ts) on DynamoDB; composition/auth.ts
// checks the shape, since the data layer does not import the domain.
import { getEvent } from '../repositories/events-repository';
import {
  findAccessCodeClaim,
  getParticipant,
  linkParticipantUser,
  listParticipantsOfUser,
} from '../repositories/participants-repository';
import {
  createSessionRecord,
  deleteSessionRecord,
  getSessionRecord,
} from '../repositories/sessions-repository';
import { storeSsoHandoff, takeSsoHandoff } from '../repositories/sso-handoffs-repository';
import {
  ensureParticipantUser,
  findUserIdByProviderAccount,
  findUserIdByUsername,
  getUser,
} from '../repositories/users-repository';

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

export const ssoHandoffStore = { storeSsoHandoff, takeSsoHandoff };

export const socialAccountReads = { findUserIdByProviderAccount, getUser };

export const sessionReads = { getSessionRecord };

export const sessionEnding = { deleteSessionRecord };

export const userReads = { getUser };

export const participantsOfUser = { listParticipantsOfUser };
