// Ready dependencies of the vendor use cases that only read and write the table (list and change
// vendors, list staff, (de)activate a staff member): the table, ids and the clock, so their
// functions bundle and are granted neither SES nor the payment provider. The invitations add the
// mail (vendor-invites.ts); payouts and GetVendor's payout refresh the provider (vendor-payouts.ts).
import { franchiseExists, franchiseNames, vendorCallerReads, vendorStore } from '../data/stores/vendors';
import { sessionRevocation } from '../data/stores/users';
import type { VendorTablePorts } from '../domain/vendors/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const vendorDeps = {
  vendors: vendorStore,
  franchiseExists,
  franchiseNames,
  callers: vendorCallerReads,
  sessions: sessionRevocation,
  ids: randomIds,
  clock: systemClock,
} satisfies VendorTablePorts;
