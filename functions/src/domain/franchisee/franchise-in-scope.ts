// Which franchise a franchisee page is about: a super admin names it (an unknown one is 404); a
// franchisee reads their own, and naming another answers exactly like an unknown id (scope's
// notFoundUnless), so franchise ids cannot be probed. A vendor user (the calendar only) reads a
// franchise their vendor serves, the first of them when they name none.
import { franchiseIdRequired } from '@thon/shared/catalog/messages';
import { scopedCaller } from '../access/caller-scope';
import { notFoundUnless, ownVendor, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import type { FranchiseePorts } from './ports';

type Allowed = (scoped: ScopedCaller, franchiseId: string, servedByVendor: readonly string[]) => boolean;

export async function franchiseInScope(
  deps: Pick<FranchiseePorts, 'users' | 'franchisee'>,
  caller: Caller,
  requested: string | undefined,
  allowed: Allowed,
): Promise<string> {
  return (await franchiseAndCallerInScope(deps, caller, requested, allowed)).franchiseId;
}

/** The franchise, and the caller as scope read them (for a page that decides more on it). */
export async function franchiseAndCallerInScope(
  deps: Pick<FranchiseePorts, 'users' | 'franchisee'>,
  caller: Caller,
  requested: string | undefined,
  allowed: Allowed,
): Promise<{ franchiseId: string; scoped: ScopedCaller }> {
  const scoped = await scopedCaller(deps.users, caller);
  const served = await servedByVendor(deps, scoped);
  const ownDefault = scoped.role === 'super-admin' ? undefined : (scoped.franchiseId ?? served[0]);
  const franchiseId = requested ?? ownDefault;
  if (franchiseId === undefined) {
    if (scoped.role === 'super-admin') {
      throw new RuleBroken(franchiseIdRequired, [{ path: 'FranchiseId', message: franchiseIdRequired }]);
    }
    notFoundUnless(false);
  }
  const franchise = await deps.franchisee.getFranchise(franchiseId);
  notFoundUnless(franchise !== undefined && allowed(scoped, franchiseId, served));
  return { franchiseId, scoped };
}

/** The franchises a vendor user's vendor serves (one GetItem, for vendor users only). */
async function servedByVendor(
  deps: Pick<FranchiseePorts, 'franchisee'>,
  scoped: ScopedCaller,
): Promise<readonly string[]> {
  const vendorId = ownVendor(scoped);
  if (vendorId === undefined) return [];
  return (await deps.franchisee.getVendor(vendorId))?.franchiseIds ?? [];
}
