// Whether a franchise lets its organizers buy from the shop for their own Thons (docs/shop.md,
// "Who"). On unless the franchise switched it off: franchises written before the switch existed
// have no value, and a direct customer's organizer has no franchise to switch it off.
import { directCustomer } from '../access/scope';
import type { FranchiseStore } from './ports';

export async function organizersMayShop(
  deps: { franchises: Pick<FranchiseStore, 'getFranchise'> },
  franchiseId: string | undefined,
): Promise<boolean> {
  if (!franchiseId || franchiseId === directCustomer) return true;
  const franchise = await deps.franchises.getFranchise(franchiseId);
  return franchise?.organizersMayShop !== false;
}
