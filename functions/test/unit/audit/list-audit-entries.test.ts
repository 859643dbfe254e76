// ListAuditEntries on in-memory ports: which partition each caller reads (a super admin this month
// by default, or a franchise; a franchisee user their own franchise, read from their user item),
// another franchise's id refused exactly like an unknown one, and a refused cursor answered as a
// rule broken on the Cursor field.
import { describe, expect, it } from 'vitest';
import { notFound, pageCursorNotValid } from '@thon/shared/catalog/messages';
import type { AuditEntryRecord, AuditPage } from '../../../src/data/repositories/audit-log-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import { auditEntryOf } from '../../../src/domain/audit/audit-entry';
import { listAuditEntries } from '../../../src/domain/audit/list-audit-entries';
import type { AuditPorts } from '../../../src/domain/audit/ports';
import type { Caller } from '../../../src/domain/caller';
import { NotFound, RuleBroken } from '../../../src/domain/errors';
import { FixedClock } from '../../support/in-memory/clock';

const entry = (id: string, franchiseId: string | undefined, nowMs: number): AuditEntryRecord =>
  auditEntryOf(
    {
      actor: { userId: 'admin', name: 'Ada Admin', role: 'super-admin' },
      action: 'pledge-settings-changed',
      subject: { kind: 'thon', id: `thon-${id}` },
      ...(franchiseId ? { franchiseId } : {}),
      before: { commissionPercent: null },
      after: { commissionPercent: 10 },
    },
    { id, nowMs },
  );

function world() {
  const entries = [
    entry('oct-east', 'east', Date.UTC(2026, 9, 3)),
    entry('nov-east', 'east', Date.UTC(2026, 10, 3)),
    entry('nov-west', 'west', Date.UTC(2026, 10, 4)),
    entry('nov-direct', undefined, Date.UTC(2026, 10, 5)),
  ];
  const users = new Map<string, Partial<UserRecord>>([
    ['east-user', { userId: 'east-user', role: 'franchisee-user', franchiseId: 'east' }],
    ['lost-user', { userId: 'lost-user', role: 'franchisee-user' }],
  ]);
  const newestFirst = (list: AuditEntryRecord[]) => [...list].sort((a, b) => b.at.localeCompare(a.at));
  const page = (list: AuditEntryRecord[], cursor?: string): AuditPage =>
    cursor === undefined ? { entries: newestFirst(list) } : 'bad-cursor';
  const deps: AuditPorts = {
    audit: {
      listAuditEntriesOfMonth: (month, request) =>
        Promise.resolve(
          page(
            entries.filter((item) => item.month === month),
            request.cursor,
          ),
        ),
      listAuditEntriesOfFranchise: (franchiseId, month, request) =>
        Promise.resolve(
          page(
            entries.filter((item) => item.franchiseId === franchiseId && (!month || item.month === month)),
            request.cursor,
          ),
        ),
    },
    users: { getUser: (userId) => Promise.resolve(users.get(userId) as UserRecord | undefined) },
    clock: new FixedClock(Date.UTC(2026, 10, 27)),
  };
  return deps;
}

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });
const admin = caller('admin', 'super-admin');
const eastUser = caller('east-user', 'franchisee-user');
const ids = (list: { Entries: { Id: string }[] }) => list.Entries.map((item) => item.Id);

async function refusal(answer: Promise<unknown>): Promise<unknown> {
  return answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

describe('ListAuditEntries', () => {
  it("gives a super admin this month's entries by default, any month or franchise on asking", async () => {
    const deps = world();
    expect(ids(await listAuditEntries(deps, admin, { PageSize: 25 }))).toEqual([
      'nov-direct',
      'nov-west',
      'nov-east',
    ]);
    expect(ids(await listAuditEntries(deps, admin, { PageSize: 25, Month: '2026-10' }))).toEqual([
      'oct-east',
    ]);
    expect(ids(await listAuditEntries(deps, admin, { PageSize: 25, FranchiseId: 'west' }))).toEqual([
      'nov-west',
    ]);
  });

  it("gives a franchisee user their own franchise's entries, whatever month they ask", async () => {
    const deps = world();
    expect(ids(await listAuditEntries(deps, eastUser, { PageSize: 25 }))).toEqual(['nov-east', 'oct-east']);
    expect(ids(await listAuditEntries(deps, eastUser, { PageSize: 25, Month: '2026-10' }))).toEqual([
      'oct-east',
    ]);
  });

  it("refuses another franchise's id, and a franchisee without a franchise, as not found", async () => {
    const deps = world();
    const other = await refusal(listAuditEntries(deps, eastUser, { PageSize: 25, FranchiseId: 'west' }));
    const unknown = await refusal(listAuditEntries(deps, eastUser, { PageSize: 25, FranchiseId: 'nowhere' }));
    const lost = await refusal(
      listAuditEntries(deps, caller('lost-user', 'franchisee-user'), { PageSize: 25 }),
    );
    for (const error of [other, unknown, lost]) {
      expect(error).toBeInstanceOf(NotFound);
      expect((error as Error).message).toBe(notFound);
    }
  });

  it('answers a cursor the store refuses as a rule broken on Cursor', async () => {
    const error = await refusal(listAuditEntries(world(), admin, { PageSize: 25, Cursor: 'made-up' }));
    expect(error).toBeInstanceOf(RuleBroken);
    expect(error).toMatchObject({
      message: pageCursorNotValid,
      issues: [{ path: 'Cursor', message: pageCursorNotValid }],
    });
  });
});
