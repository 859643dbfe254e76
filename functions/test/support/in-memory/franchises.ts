// In-memory franchises and territory cells (domain/franchises/ports.ts FranchiseStore), with the
// DynamoDB transaction's conditions: a franchise is created only if absent and changed only at the
// version read; each cell likewise; all of a write or nothing. Reads yield to the event loop, so
// racing use cases interleave as they would against the table.
import type {
  FranchiseFields,
  FranchiseRecord,
  FranchiseWriteName,
  TerritoryCellRecord,
  TerritoryCellWrite,
} from '../../../src/data/repositories/franchises-repository';
import type { AuditEntryRecord } from '../../../src/data/repositories/audit-log-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type { CallerScopeReads } from '../../../src/domain/access/caller-scope';
import type { FranchiseStore } from '../../../src/domain/franchises/ports';

const later = <T>(value: T): Promise<T> => new Promise((resolve) => setImmediate(() => resolve(value)));

export class InMemoryFranchises implements FranchiseStore {
  readonly franchises = new Map<string, FranchiseRecord>();
  readonly cells = new Map<string, TerritoryCellRecord>();
  /** Audit entries written with the changes, in order. */
  readonly audit: AuditEntryRecord[] = [];
  /** Transactions committed and cancelled, for tests that count rounds. */
  committed = 0;
  cancelled = 0;

  getFranchise = (franchiseId: string) => later(this.franchises.get(franchiseId));

  readTerritoryCells = (states: readonly string[]) =>
    later(
      states.flatMap((state) => {
        const cell = this.cells.get(state);
        return cell ? [structuredClone(cell)] : [];
      }),
    );

  getTerritoryCell = (state: string) => later(this.cells.get(state));

  writeFranchise = (input: {
    franchise: FranchiseFields;
    readVersion?: number;
    createdAt?: string;
    cells: readonly TerritoryCellWrite[];
    at: string;
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<FranchiseWriteName>> => {
    const refused = new Set<FranchiseWriteName>();
    const stored = this.franchises.get(input.franchise.franchiseId);
    if (stored?.version !== input.readVersion) refused.add('franchise');
    for (const cell of input.cells) {
      if (this.cells.get(cell.state)?.version !== cell.readVersion) refused.add(`cell:${cell.state}`);
    }
    if (refused.size > 0) {
      this.cancelled += 1;
      return later({ written: false, refused });
    }
    this.franchises.set(input.franchise.franchiseId, {
      ...input.franchise,
      nameKey: input.franchise.name.toLowerCase(),
      allFranchises: 'franchises',
      version: (input.readVersion ?? 0) + 1,
      createdAt: input.createdAt ?? input.at,
      updatedAt: input.at,
    });
    for (const cell of input.cells) {
      const { readVersion, ...content } = cell;
      this.cells.set(cell.state, { ...structuredClone(content), version: (readVersion ?? 0) + 1 });
    }
    if (input.audit) this.audit.push(input.audit);
    this.committed += 1;
    return later({ written: true });
  };

  writeFranchiseStatus = (input: {
    franchiseId: string;
    status: FranchiseRecord['status'];
    readVersion: number;
    at: string;
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<'franchise' | 'audit'>> => {
    const stored = this.franchises.get(input.franchiseId);
    if (stored?.version !== input.readVersion)
      return later({ written: false, refused: new Set(['franchise'] as const) });
    this.franchises.set(input.franchiseId, {
      ...stored,
      status: input.status,
      version: stored.version + 1,
      updatedAt: input.at,
    });
    if (input.audit) this.audit.push(input.audit);
    return later({ written: true });
  };

  /** The cursor is the last franchise id of the page, as opaque to callers as the table's. */
  listFranchises = (page: { limit: number; cursor?: string }) => {
    const sorted = [...this.franchises.values()].sort(
      (a, b) => a.nameKey.localeCompare(b.nameKey) || a.franchiseId.localeCompare(b.franchiseId),
    );
    const start = page.cursor === undefined ? 0 : sorted.findIndex((f) => f.franchiseId === page.cursor) + 1;
    if (start === 0 && page.cursor !== undefined) return later(undefined);
    const franchises = sorted.slice(start, start + page.limit);
    const more = start + page.limit < sorted.length;
    return later({ franchises, ...(more ? { nextCursor: franchises.at(-1)?.franchiseId } : {}) });
  };
}

/** Users by id, as the caller's scope reads them. */
export class InMemoryFranchiseCallers implements CallerScopeReads {
  readonly users = new Map<string, UserRecord>();

  /** A user of `role` in `franchiseId`, with the fields a user item always has. */
  add(userId: string, role: UserRecord['role'], franchiseId?: string): void {
    this.users.set(userId, {
      userId,
      username: userId,
      email: `${userId}@example.com`,
      firstName: 'Fran',
      lastName: 'Chisee',
      role,
      active: true,
      createdAt: '2026-05-04T15:00:00.000Z',
      ...(franchiseId === undefined ? {} : { franchiseId }),
    });
  }

  getUser = (userId: string) => later(this.users.get(userId));
}
