// Organizations running Thons.
import type { EntityItem } from 'electrodb';
import type { organizationEntity } from '../entities/organization';
import { thon } from '../thon-service';

export type OrganizationRecord = EntityItem<typeof organizationEntity>;

export async function createOrganization(organization: Omit<OrganizationRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.organization.create({ ...organization, createdAt: new Date().toISOString() })
    .go();
}
