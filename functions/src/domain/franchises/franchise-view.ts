// A stored franchise as the API answers it.
import type { Franchise } from '@thon/shared/api/schemas/franchises';
import type { FranchiseRecord } from '../../data/repositories/franchises-repository';
import { franchiseStatusOnTheWire } from './franchise-wire';

export function franchiseView(record: FranchiseRecord): Franchise {
  return {
    FranchiseId: record.franchiseId,
    Name: record.name,
    Contact: { Name: record.contactName, Email: record.contactEmail, Phone: record.contactPhone },
    DefaultCommissionPercent: record.defaultCommissionPercent,
    Territory: { States: [...record.states], ZipPrefixes: [...record.zipPrefixes] },
    Status: franchiseStatusOnTheWire[record.status],
    // Absent on franchises written before the switch existed: on (organizers-may-shop.ts).
    OrganizersMayShop: record.organizersMayShop !== false,
    CreatedAt: record.createdAt,
    UpdatedAt: record.updatedAt,
  };
}
