// Ready dependencies of reading and ending a session once signed in (GetSession, the logouts, the
// session built after a service sign-in): the user, the user's children and the session items in
// the table, the reference lists (the Session's OrganizationTypes), a participant's organizations
// (ForceAccessCode) and the live Thons (NearbyEvents). No KMS, Cognito, SES or SNS.
import { participantsOfUser, sessionEnding, userReads } from '../data/stores/auth';
import { signInStanding } from '../data/stores/sign-in-standing';
import type { BuildSessionDeps } from '../domain/auth/build-session';
import { catalogDeps } from './catalog';
import { nearbyEventsDeps } from './nearby-events';
import type { ParticipantsOfUser, SessionEnding } from '../domain/auth/ports';

export const buildSessionDeps: BuildSessionDeps = {
  participants: participantsOfUser satisfies ParticipantsOfUser,
  ...catalogDeps,
  standing: signInStanding,
  nearby: nearbyEventsDeps,
};

export const currentSessionDeps = { ...buildSessionDeps, accounts: userReads };

export const endSessionDeps = { sessions: sessionEnding satisfies SessionEnding };
