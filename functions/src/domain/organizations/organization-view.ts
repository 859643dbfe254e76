// A stored organization as the API answers it. One made with a Thon before the franchise model
// has no street, ZIP or franchise: it reads as a direct customer with those fields empty. Its payout
// status is the stored facts, in the shape GetPledgeSettings answers (no provider call per row: the
// facts are refreshed when an organizer opens a Thon's settings).
import { directCustomerKey, type Organization } from '@thon/shared/api/schemas/organizations';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import { payoutState } from '../pledges/payout-account';

export function organizationView(record: OrganizationRecord): Organization {
  return {
    OrganizationId: record.organizationId,
    Name: record.name,
    OrganizationType: record.organizationType,
    SchoolLevel: record.schoolLevel ?? null,
    Address: {
      Street: record.street ?? '',
      City: record.city ?? '',
      State: record.state ?? '',
      Zip: record.zip ?? '',
    },
    FranchiseId: record.franchiseId ?? directCustomerKey,
    FranchiseOverridden: record.franchiseOverridden ?? false,
    ForceAccessCode: record.forceAccessCode ?? false,
    Payout: payoutState(record),
    CreatedAt: record.createdAt,
  };
}
