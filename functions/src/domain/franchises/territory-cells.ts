// A territory spread over per-state cells, and back. A territory touches the cell of each state it
// holds and of each state its ZIP prefixes lie in; whatever could overlap it is then written in one
// of those cells, so reading them is enough to decide overlap (territoryOverlap) and writing them
// all conditioned on their versions is what makes the decision race-free.
import { statesOfZipPrefix } from '@thon/shared/franchises/zip-prefix-states';
import { territoryOverlap, type Territory, type TerritoryOverlap } from '@thon/shared/franchises/territory';
import type { TerritoryCellRecord, TerritoryCellWrite } from '../../data/repositories/franchises-repository';

/** The cell of ZIP prefixes lying in no state (e.g. '000'): two franchises may not share those either. */
export const unassignedCell = '--';

const cellsOfPrefix = (prefix: string): string[] => {
  const states = statesOfZipPrefix(prefix);
  return states.length > 0 ? states : [unassignedCell];
};

/** The cells a territory touches, sorted. */
export function cellsOfTerritory(territory: Territory): string[] {
  return [...new Set([...territory.States, ...territory.ZipPrefixes.flatMap(cellsOfPrefix)])].sort();
}

/** What other franchises hold in these cells, per franchise. */
function othersIn(cells: readonly TerritoryCellRecord[], franchiseId: string): Map<string, Territory> {
  const others = new Map<string, Territory>();
  const of = (owner: string) => {
    let territory = others.get(owner);
    if (!territory) others.set(owner, (territory = { States: [], ZipPrefixes: [] }));
    return territory;
  };
  for (const cell of cells) {
    if (cell.stateOwner && cell.stateOwner !== franchiseId) of(cell.stateOwner).States.push(cell.state);
    for (const entry of cell.zipPrefixes) {
      const prefixes = entry.franchiseId === franchiseId ? undefined : of(entry.franchiseId).ZipPrefixes;
      if (prefixes && !prefixes.includes(entry.zipPrefix)) prefixes.push(entry.zipPrefix);
    }
  }
  return others;
}

/** The first other franchise (by id, so the answer is stable) whose territory overlaps, if any. */
export function overlapInCells(
  cells: readonly TerritoryCellRecord[],
  franchiseId: string,
  territory: Territory,
): { franchiseId: string; overlap: TerritoryOverlap } | undefined {
  const others = [...othersIn(cells, franchiseId)].sort(([a], [b]) => a.localeCompare(b));
  for (const [other, held] of others) {
    const overlap = territoryOverlap(territory, {
      States: held.States.sort(),
      ZipPrefixes: held.ZipPrefixes.sort(),
    });
    if (overlap) return { franchiseId: other, overlap };
  }
  return undefined;
}

/**
 * The cells to write when `franchiseId`'s territory goes from `before` (absent: a new franchise)
 * to `after`: every cell either touches, with the franchise's old entries taken out and its new
 * ones put in, each carrying the version it was read at.
 */
export function cellWrites(
  cells: readonly TerritoryCellRecord[],
  franchiseId: string,
  before: Territory | undefined,
  after: Territory,
): TerritoryCellWrite[] {
  const read = new Map(cells.map((cell) => [cell.state, cell]));
  const touched = [
    ...new Set([...(before ? cellsOfTerritory(before) : []), ...cellsOfTerritory(after)]),
  ].sort();
  return touched.map((state) => {
    const cell = read.get(state);
    const kept = (cell?.zipPrefixes ?? []).filter((entry) => entry.franchiseId !== franchiseId);
    const added = after.ZipPrefixes.filter((prefix) => cellsOfPrefix(prefix).includes(state)).map(
      (zipPrefix) => ({
        zipPrefix,
        franchiseId,
      }),
    );
    const otherOwner = cell?.stateOwner !== franchiseId ? cell?.stateOwner : undefined;
    const stateOwner = after.States.includes(state) ? franchiseId : otherOwner;
    return {
      state,
      ...(stateOwner ? { stateOwner } : {}),
      zipPrefixes: [...kept, ...added].sort((a, b) => a.zipPrefix.localeCompare(b.zipPrefix)),
      ...(cell ? { readVersion: cell.version } : {}),
    };
  });
}

/** The franchise a 5-digit ZIP of `cell`'s state belongs to: the longest prefix, else the state's owner. */
export function franchiseOfZipInCell(
  zipDigits: string,
  cell: TerritoryCellRecord | undefined,
): string | undefined {
  if (!cell) return undefined;
  const longest = cell.zipPrefixes
    .filter((entry) => zipDigits.startsWith(entry.zipPrefix))
    .sort((a, b) => b.zipPrefix.length - a.zipPrefix.length)[0];
  return longest?.franchiseId ?? cell.stateOwner;
}
