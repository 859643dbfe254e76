// The users area's ports (domain/users/ports.ts) on DynamoDB; the composition modules check the
// shapes, since the data layer does not import the domain.
import {
  restorePasswordReset,
  storePasswordReset,
  takePasswordReset,
} from '../repositories/password-resets-repository';
import { deleteSessionsOfUser } from '../repositories/sessions-repository';
import {
  createUser,
  findUserIdByEmail,
  findUserIdByProviderAccount,
  getUser,
} from '../repositories/users-repository';

export const accountsByEmail = { findUserIdByEmail, getUser };

export const passwordResetStore = { storePasswordReset, takePasswordReset, restorePasswordReset };

export const sessionRevocation = { deleteSessionsOfUser };

export const socialAccounts = { findUserIdByProviderAccount, getUser, createUser };
