// The franchise an organization's ZIP lies in, for creating organizations: one read of the cell of
// the ZIP's state, where the longest matching ZIP prefix wins over the state's owner. Suspension
// plays no part (a suspended franchise keeps its schools). Undefined: a direct customer.
import { statesOfZipPrefix } from '@thon/shared/franchises/zip-prefix-states';
import type { FranchiseStore } from './ports';
import { franchiseOfZipInCell, unassignedCell } from './territory-cells';

const zipPattern = /^(\d{5})(-\d{4})?$/;

export async function franchiseOfZip(
  deps: { franchises: Pick<FranchiseStore, 'getTerritoryCell'> },
  zip: string,
): Promise<string | undefined> {
  const digits = zipPattern.exec(zip.trim())?.[1];
  if (digits === undefined) return undefined;
  const state = statesOfZipPrefix(digits)[0] ?? unassignedCell;
  return franchiseOfZipInCell(digits, await deps.franchises.getTerritoryCell(state));
}
