// In-memory session items (domain/auth/ports.ts SessionStore) and a signer whose token names its
// claims in plain text, so a test reads which session and user a token stands for.
import type { SessionRecord } from '../../../src/data/repositories/sessions-repository';
import type {
  SessionEnding,
  SessionReads,
  SessionSigner,
  SessionStore,
} from '../../../src/domain/auth/ports';

export class InMemorySessions implements SessionStore, SessionReads, SessionEnding {
  readonly sessions = new Map<string, SessionRecord>();

  createSessionRecord = (session: Omit<SessionRecord, 'createdAt'>) => {
    this.sessions.set(session.sessionId, { ...session, createdAt: '2026-01-01T00:00:00.000Z' });
    return Promise.resolve();
  };

  getSessionRecord = (sessionId: string) => Promise.resolve(this.sessions.get(sessionId));

  deleteSessionRecord = (sessionId: string) => {
    this.sessions.delete(sessionId);
    return Promise.resolve();
  };
}

export const plainSigner: SessionSigner = {
  lifetimeSeconds: 3600,
  sign: (claims) => Promise.resolve(`token:${claims.sid}:${claims.sub}:${claims.role}`),
};
