// The audit log over HTTP through the local gateway against the emulator: a money setting change
// (UpdatePledgeSettings) writes its entry in the same transaction (a refused change writes none);
// ListAuditEntries gives super admins a month or a franchise, a franchisee user their own
// franchise's entries only (another franchise's id answers like an unknown one), newest first and
// paged by a cursor that cannot be carried to another franchise; entries expire after two years.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxAuditPageSize, type AuditEntry, type AuditEntryList } from '@thon/shared/api/schemas/audit';
import { thonLocked } from '@thon/shared/api/schemas/events';
import { notFound, pageCursorNotValid } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

const east = `franchise-east-${randomUUID().slice(0, 8)}`;
const west = `franchise-west-${randomUUID().slice(0, 8)}`;

let admin: SignedInTestUser;
let eastUser: SignedInTestUser;
let westUser: SignedInTestUser;
let eastThon: string;
let westThon: string;
let directThon: string;

const updateSettings = (eventId: string, body: unknown, as = admin) =>
  api.post(`/api/pledges/UpdatePledgeSettings/${eventId}`, body, as.headers);

function listEntries(query: Record<string, string | number>, as: SignedInTestUser) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return api.get(`/api/audit/ListAuditEntries?${search.toString()}`, as.headers);
}

/** Every entry the caller may read for the query, following the cursor page by page. */
async function allEntries(
  query: Record<string, string | number>,
  as: SignedInTestUser,
  // Small pages walk the cursor; the month read takes the whole shared stack's month, so big ones.
  pageSize = 2,
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const answer = await listEntries({ ...query, PageSize: pageSize, ...(cursor ? { Cursor: cursor } : {}) }, as);
    expect(answer.status).toBe(200);
    const page = answer.body as AuditEntryList;
    entries.push(...page.Entries);
    cursor = page.NextCursor;
  } while (cursor);
  return entries;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  [admin, eastUser, westUser] = await Promise.all([
    signedInTestUser('super-admin', 'audit-admin'),
    signedInTestUser('franchisee-user', 'audit-east', { franchiseId: east }),
    signedInTestUser('franchisee-user', 'audit-west', { franchiseId: west }),
  ]);
  [eastThon, westThon, directThon] = (
    await Promise.all([
      createTestEvent({ status: 'live', franchiseId: east }),
      createTestEvent({ status: 'live', franchiseId: west }),
      createTestEvent({ status: 'live' }),
    ])
  ).map(({ eventId }) => eventId) as [string, string, string];
  // One change per Thon, in order, so newest-first is known.
  for (const [eventId, percent] of [
    [eastThon, 11],
    [westThon, 21],
    [directThon, 31],
    [eastThon, 12],
  ] as const) {
    expect((await updateSettings(eventId, { CommissionPercent: percent })).status).toBe(200);
  }
});

describe('an entry is written with the change', () => {
  it('names who, when, what, the Thon and only the changed fields', async () => {
    const entries = await allEntries({ FranchiseId: east }, admin);
    expect(entries.map((entry) => [entry.Subject, entry.Before, entry.After])).toEqual([
      [{ Kind: 'thon', Id: eastThon }, { commissionPercent: 11 }, { commissionPercent: 12 }],
      [{ Kind: 'thon', Id: eastThon }, { commissionPercent: null }, { commissionPercent: 11 }],
    ]);
    const [latest] = entries;
    expect(latest).toMatchObject({
      Who: { UserId: admin.userId, Name: 'Ida Tester', Role: 'super-admin' },
      Action: 'pledge-settings-changed',
      FranchiseId: east,
    });
    expect(Date.now() - Date.parse(latest?.At ?? '')).toBeLessThan(5 * 60_000);
  });

  it('a refused change writes no entry (the change and its entry land together or not at all)', async () => {
    const { eventId: completed } = await createTestEvent({ status: 'completed', franchiseId: east });
    const answer = await updateSettings(completed, { CommissionPercent: 40 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: thonLocked });
    const entries = await allEntries({ FranchiseId: east }, admin);
    expect(entries.map((entry) => entry.Subject.Id)).not.toContain(completed);
  });

  it('a super admin reads the whole month, Thons of no franchise included', async () => {
    const entries = await allEntries({ Month: thisMonth() }, admin, maxAuditPageSize);
    const subjects = entries.map((entry) => entry.Subject.Id);
    expect(subjects).toEqual(expect.arrayContaining([eastThon, westThon, directThon]));
    const times = entries.map((entry) => entry.At);
    expect(times).toEqual([...times].sort().reverse());
    expect(await allEntries({ Month: '2020-01' }, admin)).toEqual([]);
  });

  it('is kept two years: expiresAt, the table TTL attribute, two calendar years after the entry', async () => {
    const { listAuditEntriesOfFranchise } = await import('../../src/data/repositories/audit-log-repository');
    const { tableDesign } = await import('../../src/data/table-design');
    expect(tableDesign.timeToLiveAttribute).toBe('expiresAt');
    const page = await listAuditEntriesOfFranchise(west, undefined, { limit: 10 });
    if (page === 'bad-cursor') throw new Error('no cursor was given');
    expect(page.entries).toHaveLength(1);
    const [entry] = page.entries;
    const at = new Date(entry?.at ?? '');
    at.setUTCFullYear(at.getUTCFullYear() + 2);
    expect(entry?.expiresAt).toBe(Math.floor(at.getTime() / 1000));
  });
});

describe('who reads which entries', () => {
  it("a franchisee user reads their own franchise's entries only, without asking for it", async () => {
    const entries = await allEntries({}, eastUser);
    expect(entries.map((entry) => [entry.FranchiseId, entry.Subject.Id])).toEqual([
      [east, eastThon],
      [east, eastThon],
    ]);
    const westEntries = await allEntries({ Month: thisMonth() }, westUser);
    expect(westEntries.map((entry) => entry.Subject.Id)).toEqual([westThon]);
  });

  it("another franchise's id answers exactly like an unknown one", async () => {
    const other = await listEntries({ FranchiseId: west }, eastUser);
    const unknown = await listEntries({ FranchiseId: `franchise-${randomUUID()}` }, eastUser);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.body).toMatchObject({ message: notFound });
  });

  it('a cursor from another franchise, or a made-up one, is refused with a clear message', async () => {
    const westPage = await listEntries({ PageSize: 1 }, westUser);
    const eastPage = (await listEntries({ PageSize: 1 }, eastUser)).body as AuditEntryList;
    expect(eastPage.NextCursor).toBeDefined();
    const carried = await listEntries({ PageSize: 1, Cursor: eastPage.NextCursor ?? '' }, westUser);
    expect(westPage.status).toBe(200);
    expect(carried.status).toBe(400);
    expect(carried.body).toMatchObject({ message: pageCursorNotValid });
    const madeUp = await listEntries({ Cursor: 'not-a-cursor' }, eastUser);
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toMatchObject({ message: pageCursorNotValid });
  });

  it('bad input answers 400 with what is wrong', async () => {
    const answer = await listEntries({ Month: '2026-13' }, admin);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Month must be a month as YYYY-MM');
    expect((await listEntries({ PageSize: 0 }, admin)).status).toBe(400);
  });
});
