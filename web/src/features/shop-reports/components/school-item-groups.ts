// The school-item rows as the packing view prints them: one slip per school, in the report's order
// (the API sorts by school, Thon and need-by date), with the distinct ship-to addresses its orders
// name (a buyer may change one order's).
import type { SchoolItemRowWire } from '@thon/shared/api/schemas/shop-reports';

export interface SchoolSlip {
  organizationId: string;
  organizationName: string;
  shipTo: string[];
  rows: SchoolItemRowWire[];
}

export function slipsPerSchool(rows: readonly SchoolItemRowWire[]): SchoolSlip[] {
  const slips = new Map<string, SchoolSlip>();
  for (const row of rows) {
    const slip = slips.get(row.OrganizationId) ?? {
      organizationId: row.OrganizationId,
      organizationName: row.OrganizationName,
      shipTo: [],
      rows: [],
    };
    if (row.ShipTo !== '' && !slip.shipTo.includes(row.ShipTo)) slip.shipTo.push(row.ShipTo);
    slip.rows.push(row);
    slips.set(row.OrganizationId, slip);
  }
  return [...slips.values()];
}

/** What is still to be packed of a line: ordered less what has left already. */
export const leftToPack = (row: SchoolItemRowWire) => Math.max(0, row.Ordered - row.Shipped);
