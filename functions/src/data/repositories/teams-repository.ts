// Teams (classes) of an event.
import type { EntityItem } from 'electrodb';
import type { teamEntity } from '../entities/team';
import { thon } from '../thon-service';
import { eventStatusCheck, type EventRecord } from './events-repository';
import { unlessConditionFails, writeNamed } from './write-transaction';

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

/** The event's teams (one Query on the event's partition). */
export async function listTeamsOfEvent(eventId: string): Promise<TeamRecord[]> {
  const { data } = await thon().entities.team.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** The event's claimed team names (normalized) and their team ids: one Query on the event's partition. */
export async function teamIdsByName(eventId: string): Promise<Map<string, string>> {
  const { data } = await thon().entities.teamNameClaim.query.byName({ eventId }).go({ pages: 'all' });
  return new Map(data.map((claim) => [claim.nameKey, claim.teamId]));
}

export type TeamClaimOutcome = 'claimed' | 'event-closed' | 'name-taken' | 'conflict';

/**
 * Claims the normalized team name for `team` in one transaction with a ConditionCheck on the event's
 * status and, when `create` is set, creates the team too (random id). A team written before name
 * claims existed (seed, older data) is claimed with `create: false`.
 */
export async function claimTeamName(
  team: Omit<TeamRecord, 'createdAt'>,
  nameKey: string,
  create: boolean,
  statuses: readonly EventRecord['status'][],
): Promise<TeamClaimOutcome> {
  const { eventId, teamId } = team;
  const outcome = await writeNamed<'eventOpen' | 'nameFree' | 'team'>((entities) => ({
    eventOpen: eventStatusCheck(entities, eventId, statuses),
    nameFree: entities.teamNameClaim.create({ eventId, nameKey, teamId }).commit(),
    ...(create
      ? { team: entities.team.create({ ...team, createdAt: new Date().toISOString() }).commit() }
      : {}),
  }));
  if (outcome.written) return 'claimed';
  if (outcome.refused.has('eventOpen')) return 'event-closed';
  return outcome.refused.size === 0 ? 'conflict' : 'name-taken';
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
