// The franchise an organization belongs to, derived from its ZIP: the franchise holding the
// longest ZIP prefix of it, else the one holding its state, else none (a direct customer of the
// platform). Status plays no part: a suspended franchise still owns its territory, so its schools
// do not move to another franchise or to the platform while it is suspended.
import { zipRanges } from './zip-prefix-states';
import type { Territory } from './territory';

export interface FranchiseWithTerritory {
  Territory: Territory;
  Status: 'active' | 'suspended';
}

const zipPattern = /^(\d{5})(-\d{4})?$/;

/** The state(s) a 5-digit ZIP lies in (one, unless the table is wrong). */
const statesOfZip = (zip: number) =>
  zipRanges.filter(([, first, last]) => first <= zip && zip <= last).map(([state]) => state);

/**
 * The franchise `zip` (5 digits or ZIP+4) lies in, or undefined. Territories never overlap, so
 * at most one franchise matches at each level; were two to, the first listed wins.
 */
export function franchiseOfZip<F extends FranchiseWithTerritory>(
  zip: string,
  franchises: readonly F[],
): F | undefined {
  const digits = zipPattern.exec(zip.trim())?.[1];
  if (digits === undefined) return undefined;

  let best: { franchise: F; length: number } | undefined;
  for (const franchise of franchises) {
    for (const prefix of franchise.Territory.ZipPrefixes) {
      if (digits.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
        best = { franchise, length: prefix.length };
      }
    }
  }
  if (best) return best.franchise;

  const zipStates = statesOfZip(Number(digits));
  return franchises.find((franchise) => franchise.Territory.States.some((state) => zipStates.includes(state)));
}
