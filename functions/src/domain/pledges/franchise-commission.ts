// The default commission of a Thon's franchise, the middle source of the commission its pledges pay
// (shared/src/franchises/commission.ts): one GetItem of the franchise item, none for a Thon of a
// direct customer. Read on every pledge, with no cache, so a franchise's changed default applies to
// the next pledge created; an existing pledge keeps the percent fixed when it was created.
import type { EventRecord } from '../../data/repositories/events-repository';
import { directCustomer } from '../access/scope';
import type { FranchiseStore } from '../franchises/ports';

/** The one franchise read the commission needs (the console's Thons list reads the same). */
export type FranchiseDefaults = Pick<FranchiseStore, 'getFranchise'>;

export async function franchiseDefaultPercentOf(
  franchises: FranchiseDefaults,
  event: Pick<EventRecord, 'franchiseId'>,
): Promise<number | undefined> {
  if (event.franchiseId === undefined || event.franchiseId === directCustomer) return undefined;
  return (await franchises.getFranchise(event.franchiseId))?.defaultCommissionPercent;
}
