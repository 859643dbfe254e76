// Session items: created at sign-in, read by the authorizer, deleted at logout.
import type { EntityItem } from 'electrodb';
import type { sessionEntity } from '../entities/session';
import { thon } from '../thon-service';

export type SessionRecord = EntityItem<typeof sessionEntity>;

export async function createSessionRecord(session: Omit<SessionRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.session.create({ ...session, createdAt: new Date().toISOString() })
    .go();
}

/** The session item, or undefined when it was ended (whether it has expired is the domain's rule). */
export async function getSessionRecord(sessionId: string): Promise<SessionRecord | undefined> {
  const { data } = await thon().entities.session.get({ sessionId }).go();
  return data ?? undefined;
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
