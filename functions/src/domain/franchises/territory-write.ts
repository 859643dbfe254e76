// One write of a franchise whose territory may move, decided on what it reads: the cells its old
// and new territory touch are read, an overlap with another franchise is refused with the
// product's sentence, and the franchise and those cells are written in one transaction conditioned
// on what was read. A write cancelled by a concurrent one is read and decided again: of twenty
// racing overlapping territories one commits and the others find it and are refused.
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { territoryOverlapMessage } from '@thon/shared/franchises/overlap-message';
import type { Territory } from '@thon/shared/franchises/territory';
import type {
  FranchiseFields,
  FranchiseRecord,
  TerritoryCellWrite,
} from '../../data/repositories/franchises-repository';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import { backOff } from '../back-off';
import { Conflict, NotFound } from '../errors';
import type { FranchisePorts } from './ports';
import { cellsOfTerritory, cellWrites, overlapInCells } from './territory-cells';

export type TerritoryWriteDeps = Pick<FranchisePorts, 'franchises' | 'clock'>;

/** The audit entry of the round's change, from the franchise as read and as it is to be written. */
export type AuditOf = (
  stored: FranchiseRecord | undefined,
  fields: FranchiseFields,
) => AuditEntryRecord | undefined;

// Writers that touch one state take turns on its cell; enough rounds for a few dozen of them.
const maxRounds = 30;

const territoryOf = (record: Pick<FranchiseFields, 'states' | 'zipPrefixes'>): Territory => ({
  States: [...record.states],
  ZipPrefixes: [...record.zipPrefixes],
});

const sameTerritory = (a: Territory, b: Territory) =>
  a.States.join() === b.States.join() && a.ZipPrefixes.join() === b.ZipPrefixes.join();

async function refuseOverlap(
  deps: TerritoryWriteDeps,
  franchiseId: string,
  overlap: Parameters<typeof territoryOverlapMessage>[1],
): Promise<never> {
  const other = await deps.franchises.getFranchise(franchiseId);
  throw new Conflict(territoryOverlapMessage(other?.name ?? franchiseId, overlap));
}

const withAudit = (audit: AuditEntryRecord | undefined) => (audit ? { audit } : {});

/** One round: true when written, false when a concurrent write cancelled it. */
async function writeOnce(
  deps: TerritoryWriteDeps,
  fields: FranchiseFields,
  previous: FranchiseRecord | undefined,
  auditOf: AuditOf,
): Promise<boolean> {
  const after = territoryOf(fields);
  const before = previous && territoryOf(previous);
  let cells: TerritoryCellWrite[] = [];
  if (!before || !sameTerritory(before, after)) {
    const touched = [...new Set([...(before ? cellsOfTerritory(before) : []), ...cellsOfTerritory(after)])];
    const read = await deps.franchises.readTerritoryCells(touched);
    const found = overlapInCells(read, fields.franchiseId, after);
    if (found) await refuseOverlap(deps, found.franchiseId, found.overlap);
    cells = cellWrites(read, fields.franchiseId, before, after);
  }
  const outcome = await deps.franchises.writeFranchise({
    franchise: fields,
    ...(previous ? { readVersion: previous.version, createdAt: previous.createdAt } : {}),
    cells,
    at: new Date(deps.clock.nowMs()).toISOString(),
    ...withAudit(auditOf(previous, fields)),
  });
  return outcome.written;
}

/**
 * Writes the franchise `next` makes of the one stored (undefined: a new franchise), reading again
 * after each cancelled round; answers the franchise as written. Updating an unknown one: NotFound.
 */
export async function writeFranchiseWithTerritory(
  deps: TerritoryWriteDeps,
  franchiseId: string,
  next: (stored: FranchiseRecord | undefined) => FranchiseFields,
  options: { creating: boolean; auditOf: AuditOf },
): Promise<FranchiseRecord> {
  for (let round = 0; round < maxRounds; round += 1) {
    const stored = options.creating ? undefined : await deps.franchises.getFranchise(franchiseId);
    if (!options.creating && !stored) throw new NotFound();
    if (await writeOnce(deps, next(stored), stored, options.auditOf)) {
      const written = await deps.franchises.getFranchise(franchiseId);
      if (written) return written;
    }
    await backOff(Math.min(round, 4));
  }
  throw new Conflict(changedAtTheSameTime);
}
