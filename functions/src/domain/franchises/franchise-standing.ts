// A suspended franchise keeps its schools and Thons, but its Thons cannot go live: donors would
// pledge to a franchise the platform has stopped. Asked when a Thon's status moves to live.
import { franchiseSuspendedThonNotLive } from '@thon/shared/catalog/messages';
import { directCustomer } from '../access/scope';
import { Conflict } from '../errors';
import type { FranchiseStore } from './ports';

/** Refuses (409, the reason) when the Thon's franchise is suspended; a direct Thon has none to check. */
export async function refuseSuspendedFranchiseThon(
  deps: { franchises: Pick<FranchiseStore, 'getFranchise'> },
  franchiseId: string | undefined,
): Promise<void> {
  if (!franchiseId || franchiseId === directCustomer) return;
  if ((await deps.franchises.getFranchise(franchiseId))?.status === 'suspended') {
    throw new Conflict(franchiseSuspendedThonNotLive);
  }
}
