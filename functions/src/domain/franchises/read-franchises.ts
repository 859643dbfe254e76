// Reading franchises: the super admin's list by name, and one franchise, which a franchisee user
// may read when it is their own. Another franchise's id answers exactly like an unknown one.
import {
  cursorNotValid,
  type Franchise,
  type FranchiseList,
  type ListFranchisesQuery,
} from '@thon/shared/api/schemas/franchises';
import { scopedCaller } from '../access/caller-scope';
import { canReadFranchise, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import { franchiseView } from './franchise-view';
import type { FranchisePorts } from './ports';

export async function getFranchise(
  deps: Pick<FranchisePorts, 'franchises' | 'callers'>,
  caller: Caller,
  franchiseId: string,
): Promise<Franchise> {
  // The item is read first whoever asks, so an id out of scope takes the unknown id's path.
  const record = await deps.franchises.getFranchise(franchiseId);
  const scoped = await scopedCaller(deps.callers, caller);
  notFoundUnless(record !== undefined && canReadFranchise(scoped, record.franchiseId));
  return franchiseView(record);
}

export async function listFranchises(
  deps: Pick<FranchisePorts, 'franchises'>,
  query: ListFranchisesQuery,
): Promise<FranchiseList> {
  const page = await deps.franchises.listFranchises({
    limit: query.PageSize,
    ...(query.Cursor !== undefined ? { cursor: query.Cursor } : {}),
  });
  if (!page) throw new RuleBroken(cursorNotValid, [{ path: 'Cursor', message: cursorNotValid }]);
  return {
    Franchises: page.franchises.map(franchiseView),
    ...(page.nextCursor !== undefined ? { NextCursor: page.nextCursor } : {}),
  };
}
