// Visits with their campaign tracking.
import type { EntityItem } from 'electrodb';
import type { visitEntity } from '../entities/visit';
import { thon } from '../thon-service';

export type VisitRecord = EntityItem<typeof visitEntity>;

export async function createVisit(visit: Omit<VisitRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.visit.create({ ...visit, createdAt: new Date().toISOString() })
    .go();
}

export async function getVisit(visitId: string): Promise<VisitRecord | undefined> {
  const { data } = await thon().entities.visit.get({ visitId }).go();
  return data ?? undefined;
}
