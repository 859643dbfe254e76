// The repository operations the sign-in use cases call. Record types are the data layer's stored
// values (types only); the DynamoDB implementations are in data/stores/auth.ts, wired in
// composition/auth.ts.
import type { UserRecord } from '../../data/repositories/users-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { SessionRecord } from '../../data/repositories/sessions-repository';
import type { SsoHandoffRecord } from '../../data/repositories/sso-handoffs-repository';
import type { StoredLoginProvider } from '../../data/stored-values/auth';
import type { findAccessCodeClaim, ParticipantRecord } from '../../data/repositories/participants-repository';

export interface AccountReads {
  findUserIdByUsername(username: string): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}

/** Session items: the token names one, so deleting it revokes the token. */
export interface SessionStore {
  createSessionRecord(session: Omit<SessionRecord, 'createdAt'>): Promise<void>;
}

/** A session item by id (the authorizer's read); undefined once it was ended. */
export interface SessionReads {
  getSessionRecord(sessionId: string): Promise<SessionRecord | undefined>;
}

/** Ending one session (logout): its token stops working at once. */
export interface SessionEnding {
  deleteSessionRecord(sessionId: string): Promise<void>;
}

/** The claims a valid session token carries: its user, its session item and the role it was issued for. */
export interface SessionClaims {
  sub: string;
  sid: string;
  role: string;
}

/**
 * Checks a session token's signature, issuer, audience and expiry. A bad token is a verdict
 * (`valid: false` with the reason); a failure to decide (the key service throttled) is thrown.
 */
export interface SessionTokenVerifier {
  verify(token: string): Promise<{ valid: true; claims: SessionClaims } | { valid: false; reason: string }>;
}

/** The children a user's account stands for (a participant's own record, a parent's children). */
export interface ParticipantsOfUser {
  listParticipantsOfUser(userId: string): Promise<ParticipantRecord[]>;
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

/** One-time single-sign-on codes, kept by their hash; taking one removes it (it works once). */
export interface SsoHandoffStore {
  storeSsoHandoff(handoff: SsoHandoffRecord): Promise<void>;
  takeSsoHandoff(codeHash: string): Promise<SsoHandoffRecord | undefined>;
}

/** Social sign-in: the user a provider's account is linked to, and that user. */
export interface SocialAccountReads {
  findUserIdByProviderAccount(account: {
    loginProvider: StoredLoginProvider;
    providerKey: string;
  }): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}
