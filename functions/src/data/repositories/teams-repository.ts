// Teams (classes) of an event.
import type { EntityItem } from 'electrodb';
import type { teamEntity } from '../entities/team';
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

export type TeamRecord = EntityItem<typeof teamEntity>;

export async function createTeam(team: Omit<TeamRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.team.create({ ...team, createdAt: new Date().toISOString() })
    .go();
}

export async function getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined> {
  const { data } = await thon().entities.team.get({ eventId, teamId }).go();
  return data ?? undefined;
}

/** Teams a user teaches (one Query on gsi2), ordered by event id. */
export async function listTeamsOfTeacher(teacherUserId: string): Promise<TeamRecord[]> {
  const { data } = await thon().entities.team.query.byTeacher({ teacherUserId }).go({ pages: 'all' });
  return data;
}

/** Creates the team unless it exists (teams with derived ids are created idempotently). */
export async function ensureTeam(team: Omit<TeamRecord, 'createdAt'>): Promise<void> {
  await unlessConditionFails(createTeam(team));
}

/** Sets the team leader unless another one is set (same leader again is fine); false when taken. */
export async function assignTeamLeader(
  eventId: string,
  teamId: string,
  leaderUserId: string,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.team.patch({ eventId, teamId })
      .set({ leaderUserId })
      .where(
        ({ leaderUserId: current }, { notExists, eq }) =>
          `${notExists(current)} OR ${eq(current, leaderUserId)}`,
      )
      .go(),
  );
}

/**
 * Sets the class teacher, replacing any earlier one (the organizer may change it). The sparse gsi2
 * keys move with it, so the teacher's class lookups (listTeamsOfTeacher) answer this team.
 */
export async function setClassTeacher(eventId: string, teamId: string, teacherUserId: string): Promise<void> {
  await thon().entities.team.patch({ eventId, teamId }).set({ teacherUserId }).go();
}
