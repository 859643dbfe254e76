// Ready dependencies of reading and ending a session once signed in (GetSession, the logouts, the
// session built after a service sign-in): the user, the user's children and the session items in
// the table, and the reference lists (the Session's OrganizationTypes). No KMS, Cognito, SES or SNS.
import { participantsOfUser, sessionEnding, userReads } from '../data/stores/auth';
import type { BuildSessionDeps } from '../domain/auth/build-session';
import { catalogDeps } from './catalog';
import type { ParticipantsOfUser, SessionEnding } from '../domain/auth/ports';

export const buildSessionDeps: BuildSessionDeps = {
  participants: participantsOfUser satisfies ParticipantsOfUser,
  ...catalogDeps,
};

export const currentSessionDeps = { ...buildSessionDeps, accounts: userReads };

export const endSessionDeps = { sessions: sessionEnding satisfies SessionEnding };
