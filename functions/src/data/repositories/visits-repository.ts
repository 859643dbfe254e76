// Visits with their campaign tracking. A visit only has to outlive the tab it was recorded in
// (a pledge copies its tracking), so it expires after 30 days; reads honour the expiry.
import type { EntityItem } from 'electrodb';
import type { visitEntity } from '../entities/visit';
import { nowInSeconds } from '../../platform/clock';
import { thon } from '../thon-service';

export type VisitRecord = EntityItem<typeof visitEntity>;

export const visitRetentionSeconds = 30 * 24 * 60 * 60;

export async function createVisit(visit: Omit<VisitRecord, 'createdAt' | 'expiresAt'>): Promise<void> {
  await thon()
    .entities.visit.create({
      ...visit,
      createdAt: new Date().toISOString(),
      expiresAt: nowInSeconds() + visitRetentionSeconds,
    })
    .go();
}

/** The visit, or undefined when there is none or it has expired (moto never deletes TTL items). */
export async function getVisit(visitId: string): Promise<VisitRecord | undefined> {
  const { data } = await thon().entities.visit.get({ visitId }).go();
  return data && data.expiresAt > nowInSeconds() ? data : undefined;
}
