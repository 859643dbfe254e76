// An organization's managed fields as stored, and the franchise its ZIP gives it. An organization
// made with a Thon before the franchise model reads as a direct customer with an empty street and
// ZIP, so a first edit from the console starts from what it has.
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import type {
  ManagedOrganizationFields,
  OrganizationRecord,
} from '../../data/repositories/organizations-repository';
import { franchiseOfZip } from '../franchises/franchise-of-zip';
import type { OrganizationPorts } from './ports';

export function managedFieldsOf(record: OrganizationRecord): ManagedOrganizationFields {
  return {
    organizationId: record.organizationId,
    name: record.name,
    organizationType: record.organizationType,
    ...(record.schoolLevel ? { schoolLevel: record.schoolLevel } : {}),
    street: record.street ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    zip: record.zip ?? '',
    franchiseId: record.franchiseId ?? directCustomerKey,
    franchiseOverridden: record.franchiseOverridden ?? false,
    forceAccessCode: record.forceAccessCode ?? false,
  };
}

/** The franchise of a ZIP, or `direct` when no territory holds it. */
export async function franchiseKeyOfZip(
  deps: Pick<OrganizationPorts, 'franchises'>,
  zip: string,
): Promise<string> {
  return (await franchiseOfZip(deps, zip)) ?? directCustomerKey;
}
