// Session items: created at sign-in, read by the authorizer, deleted at logout.
import type { EntityItem } from 'electrodb';
import type { sessionEntity } from '../entities/session';
import { nowInSeconds } from '../../platform/clock';
import { thon } from '../thon-service';

export type SessionRecord = EntityItem<typeof sessionEntity>;

export async function createSessionRecord(session: Omit<SessionRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.session.create({ ...session, createdAt: new Date().toISOString() })
    .go();
}

/** The live session, or undefined when it was ended or has expired. */
export async function findLiveSession(sessionId: string) {
  const { data } = await thon().entities.session.get({ sessionId }).go();
  return data && data.expiresAt > nowInSeconds() ? data : undefined;
}

export async function deleteSessionRecord(sessionId: string): Promise<void> {
  await thon().entities.session.delete({ sessionId }).go();
}

/** Ends every session of a user (one Query, then one delete per session). */
export async function deleteSessionsOfUser(userId: string): Promise<number> {
  const { data } = await thon().entities.session.query.byUser({ userId }).go({ pages: 'all' });
  await Promise.all(data.map(({ sessionId }) => thon().entities.session.delete({ sessionId }).go()));
  return data.length;
}
