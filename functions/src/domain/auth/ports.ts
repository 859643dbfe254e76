// The repository operations the sign-in use cases call. Record types are the data layer's stored
// values (types only); the DynamoDB implementations are in data/stores/auth.ts, wired in
// composition/auth.ts.
import type { UserRecord } from '../../data/repositories/users-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { SessionRecord } from '../../data/repositories/sessions-repository';
import type { findAccessCodeClaim, ParticipantRecord } from '../../data/repositories/participants-repository';

export interface AccountReads {
  findUserIdByUsername(username: string): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}

/** Session items: the token names one, so deleting it revokes the token. */
export interface SessionStore {
  createSessionRecord(session: Omit<SessionRecord, 'createdAt'>): Promise<void>;
}

/** Signs session tokens (the deployment's signing key); a token lives `lifetimeSeconds`. */
export interface SessionSigner {
  readonly lifetimeSeconds: number;
  sign(claims: { sub: string; sid: string; role: string }, nowSeconds: number): Promise<string>;
}

/** Access-code sign-in: the code's claim, its child and event, and the child's own account. */
export interface AccessCodeAccounts {
  findAccessCodeClaim: typeof findAccessCodeClaim;
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  /** Creates the child's account unless it exists (a concurrent first sign-in made it). */
  ensureParticipantUser(user: Omit<UserRecord, 'createdAt'>): Promise<void>;
  linkParticipantUser(participantId: string, userId: string): Promise<void>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}
