// What the franchise use cases ask of the outside world: the franchises and their territory
// cells (each change written with its audit entry), the caller's user item (a franchisee user's
// franchise, an actor's name), ids and the clock.
// composition/franchises.ts wires them; unit tests pass in-memory ones.
import type {
  FranchiseRecord,
  FranchiseWriteName,
  FranchiseFields,
  TerritoryCellRecord,
  TerritoryCellWrite,
} from '../../data/repositories/franchises-repository';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { CallerScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';

export interface FranchiseStore {
  getFranchise(franchiseId: string): Promise<FranchiseRecord | undefined>;
  /** The existing cells of these states, as one consistent read. */
  readTerritoryCells(states: readonly string[]): Promise<TerritoryCellRecord[]>;
  /** One GetItem: the franchise of a ZIP is decided from its state's cell alone. */
  getTerritoryCell(state: string): Promise<TerritoryCellRecord | undefined>;
  /**
   * The franchise and its cells in one transaction: the franchise created when `readVersion` is
   * absent (else only if still at it), each cell only if still at the version it was read at.
   */
  writeFranchise(input: {
    franchise: FranchiseFields;
    readVersion?: number;
    createdAt?: string;
    cells: readonly TerritoryCellWrite[];
    at: string;
    /** The change's audit entry, written in the same transaction. */
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<FranchiseWriteName>>;
  writeFranchiseStatus(input: {
    franchiseId: string;
    status: FranchiseRecord['status'];
    readVersion: number;
    at: string;
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<'franchise' | 'audit'>>;
  /** A page by name; undefined when the cursor is not one the list handed out. */
  listFranchises(page: {
    limit: number;
    cursor?: string;
  }): Promise<{ franchises: FranchiseRecord[]; nextCursor?: string } | undefined>;
}

export interface FranchisePorts {
  franchises: FranchiseStore;
  /** The caller's user item: a franchisee user's franchise is read from it (access/caller-scope.ts). */
  callers: CallerScopeReads;
  ids: Ids;
  clock: Clock;
}
