// Teams (classes) of an event.
import type { EntityItem } from 'electrodb';
import type { teamEntity } from '../entities/team';
import { thon } from '../thon-service';

export type TeamRecord = EntityItem<typeof teamEntity>;

export async function createTeam(team: Omit<TeamRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.team.create({ ...team, createdAt: new Date().toISOString() })
    .go();
}
