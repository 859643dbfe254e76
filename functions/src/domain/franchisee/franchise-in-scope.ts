// Which franchise a franchisee page is about: a super admin names it (an unknown one is 404); a
// franchisee reads their own, and naming another answers exactly like an unknown id (scope's
// notFoundUnless), so franchise ids cannot be probed.
import { franchiseIdRequired } from '@thon/shared/catalog/messages';
import { scopedCaller } from '../access/caller-scope';
import { notFoundUnless, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import type { FranchiseePorts } from './ports';

export async function franchiseInScope(
  deps: Pick<FranchiseePorts, 'users' | 'franchisee'>,
  caller: Caller,
  requested: string | undefined,
  allowed: (scoped: ScopedCaller, franchiseId: string) => boolean,
): Promise<string> {
  const scoped = await scopedCaller(deps.users, caller);
  const franchiseId = requested ?? (scoped.role === 'super-admin' ? undefined : scoped.franchiseId);
  if (franchiseId === undefined) {
    if (scoped.role === 'super-admin') {
      throw new RuleBroken(franchiseIdRequired, [{ path: 'FranchiseId', message: franchiseIdRequired }]);
    }
    notFoundUnless(false);
  }
  const franchise = await deps.franchisee.getFranchise(franchiseId);
  notFoundUnless(franchise !== undefined && allowed(scoped, franchiseId));
  return franchiseId;
}
