// Franchises and the territory cells that keep their territories apart. A franchise and every cell
// its territory touches (before and after a change) are written in one transaction, each cell
// conditioned on the version it was read at: of two overlapping writes racing, one commits and the
// other is cancelled and decides again on what the first wrote.
import type { EntityItem } from 'electrodb';
import type { franchiseEntity } from '../entities/franchise';
import type { territoryCellEntity } from '../entities/territory-cell';
import { thon } from '../thon-service';
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type FranchiseRecord = EntityItem<typeof franchiseEntity>;
export type TerritoryCellRecord = EntityItem<typeof territoryCellEntity>;
/** What a write sets; the keys, the sort key, the version and the times are the repository's. */
export type FranchiseFields = Omit<
  FranchiseRecord,
  'allFranchises' | 'nameKey' | 'version' | 'createdAt' | 'updatedAt'
>;

/** A cell as it is to be written, and the version it was read at (absent: it did not exist). */
export interface TerritoryCellWrite {
  state: string;
  stateOwner?: string;
  zipPrefixes: { zipPrefix: string; franchiseId: string }[];
  readVersion?: number;
}

export type FranchiseWriteName = 'franchise' | 'audit' | `cell:${string}`;
/** One item of a write transaction, as writeNamed takes them. */
type TransactionItem = NonNullable<
  ReturnType<Parameters<typeof writeNamed<FranchiseWriteName>>[0]>[FranchiseWriteName]
>;

export async function getFranchise(franchiseId: string): Promise<FranchiseRecord | undefined> {
  const { data } = await thon().entities.franchise.get({ franchiseId }).go();
  return data ?? undefined;
}

/** The cells of `states` that exist, in one consistent TransactGetItems (at most 100 states). */
export async function readTerritoryCells(states: readonly string[]): Promise<TerritoryCellRecord[]> {
  if (states.length === 0) return [];
  const { data } = await thon()
    .transaction.get(({ territoryCell }) => states.map((state) => territoryCell.get({ state }).commit()))
    .go();
  // ElectroDB types a transaction's answers per item of a tuple; a mapped list reads as never.
  return (data as readonly { item: TerritoryCellRecord | null }[]).flatMap((entry) =>
    entry.item ? [entry.item] : [],
  );
}

export async function getTerritoryCell(state: string): Promise<TerritoryCellRecord | undefined> {
  const { data } = await thon().entities.territoryCell.get({ state }).go();
  return data ?? undefined;
}

/**
 * Writes the franchise (created when `readVersion` is absent, else only if still at it) and every
 * cell (created only if absent, else only if still at its read version), with the change's audit
 * entry: all or nothing.
 */
export function writeFranchise(input: {
  franchise: FranchiseFields;
  readVersion?: number;
  createdAt?: string;
  cells: readonly TerritoryCellWrite[];
  at: string;
  audit?: AuditEntryRecord;
}): Promise<WriteOutcome<FranchiseWriteName>> {
  const { franchise, readVersion, cells, at, audit } = input;
  const item = {
    ...franchise,
    nameKey: franchise.name.toLowerCase(),
    version: (readVersion ?? 0) + 1,
    createdAt: input.createdAt ?? at,
    updatedAt: at,
  };
  return writeNamed<FranchiseWriteName>((entities) => {
    const { franchise: entity, territoryCell } = entities;
    const named: Partial<Record<FranchiseWriteName, TransactionItem>> = {};
    named.franchise =
      readVersion === undefined
        ? entity.create(item).commit()
        : entity
            .put(item)
            .where(({ version }, { eq }) => eq(version, readVersion))
            .commit();
    for (const cell of cells) {
      const next = {
        state: cell.state,
        stateOwner: cell.stateOwner,
        zipPrefixes: cell.zipPrefixes,
        version: (cell.readVersion ?? 0) + 1,
      };
      named[`cell:${cell.state}`] =
        cell.readVersion === undefined
          ? territoryCell.create(next).commit()
          : territoryCell
              .put(next)
              .where(({ version }, { eq }) => eq(version, cell.readVersion ?? 0))
              .commit();
    }
    if (audit) named.audit = auditEntryWrite(entities, audit);
    return named;
  });
}

/** Changes only the status, if the franchise is still at the version read, with its audit entry. */
export function writeFranchiseStatus(input: {
  franchiseId: string;
  status: FranchiseRecord['status'];
  readVersion: number;
  at: string;
  audit?: AuditEntryRecord;
}): Promise<WriteOutcome<'franchise' | 'audit'>> {
  return writeNamed((entities) => ({
    franchise: entities.franchise
      .patch({ franchiseId: input.franchiseId })
      .set({ status: input.status, version: input.readVersion + 1, updatedAt: input.at })
      .where(({ version }, { eq }) => eq(version, input.readVersion))
      .commit(),
    ...(input.audit ? { audit: auditEntryWrite(entities, input.audit) } : {}),
  }));
}

const franchisesPartition = 'franchises';

/**
 * ElectroDB's cursor is the page's last key, base64url JSON. One we did not hand out (edited, or
 * from another list) would reach DynamoDB as a start key it refuses (a 500); it is refused here.
 */
function isOurCursor(cursor: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
    const fields = Object.entries(key);
    return (
      fields.length === 4 &&
      fields.every(
        ([name, value]) => ['pk', 'sk', 'gsi1pk', 'gsi1sk'].includes(name) && typeof value === 'string',
      ) &&
      (key as { gsi1pk: string }).gsi1pk.includes(franchisesPartition)
    );
  } catch {
    return false;
  }
}

/** A page of franchises by name; undefined when `cursor` is not one this list handed out. */
export async function listFranchises(page: {
  limit: number;
  cursor?: string;
}): Promise<{ franchises: FranchiseRecord[]; nextCursor?: string } | undefined> {
  if (page.cursor !== undefined && !isOurCursor(page.cursor)) return undefined;
  const { data, cursor } = await thon()
    .entities.franchise.query.byName({ allFranchises: franchisesPartition })
    .go({ limit: page.limit, cursor: page.cursor ?? null });
  return { franchises: data, ...(cursor ? { nextCursor: cursor } : {}) };
}
