// Franchises through the local gateway against the emulator: create, read, edit, suspend, the
// validation answers, a franchisee user's scope (another franchise answers 404 like an unknown id),
// the list by name with its cursor, and territories kept apart under concurrency: of 20 racing
// overlapping writes exactly one commits and 19 answer 409 with the overlap sentence, while racing
// writes in one state that do not overlap all commit.
import { beforeAll, describe, expect, it } from 'vitest';
import { cursorNotValid } from '@thon/shared/api/schemas/franchises';
import {
  commissionTooHigh,
  territoryEmpty,
  territoryOverlaps,
  territoryStateNotValid,
  valueNotValid,
  zipPrefixNotValid,
} from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

interface FranchiseAnswer {
  FranchiseId: string;
  Name: string;
  Status: string;
  DefaultCommissionPercent: number;
  Territory: { States: string[]; ZipPrefixes: string[] };
}

// Each test takes territory no other test of this file (or a run against the same stack) uses:
// a unique run tag in the name, and ZIP prefixes drawn from a per-test range.
const run = Date.now().toString(36);

const franchise = (name: string, States: string[], ZipPrefixes: string[] = []) => ({
  Name: `${name} ${run}`,
  Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
  DefaultCommissionPercent: 12,
  Territory: { States, ZipPrefixes },
});

let admin: SignedInTestUser;
beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'franchise-admin');
});

async function create(body: ReturnType<typeof franchise>): Promise<FranchiseAnswer> {
  const answer = await api.post('/api/franchises/CreateFranchise', body, admin.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as FranchiseAnswer;
}

describe('franchises', () => {
  it('creates, reads, edits and suspends a franchise', async () => {
    const created = await create(franchise('Prairie Runs', [], ['97']));
    expect(created).toMatchObject({ Status: 'active', Territory: { States: [], ZipPrefixes: ['97'] } });

    const read = await api.get(`/api/franchises/GetFranchise/${created.FranchiseId}`, admin.headers);
    expect(read).toMatchObject({ status: 200, body: created });

    const edited = await api.post(
      '/api/franchises/UpdateFranchise',
      {
        FranchiseId: created.FranchiseId,
        DefaultCommissionPercent: 60,
        Territory: { States: [], ZipPrefixes: ['970'] },
      },
      admin.headers,
    );
    expect(edited).toMatchObject({
      status: 200,
      body: { Name: created.Name, DefaultCommissionPercent: 60, Territory: { ZipPrefixes: ['970'] } },
    });

    const suspended = await api.post(
      '/api/franchises/SetFranchiseStatus',
      { FranchiseId: created.FranchiseId, Status: 'suspended' },
      admin.headers,
    );
    expect(suspended).toMatchObject({
      status: 200,
      body: { Status: 'suspended', Territory: { ZipPrefixes: ['970'] } },
    });

    // The released 971-979 are free again; 970 is still held while suspended.
    await create(franchise('Neighbour', [], ['971']));
    const refused = await api.post(
      '/api/franchises/CreateFranchise',
      franchise('Taker', [], ['9705']),
      admin.headers,
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { message: territoryOverlaps(created.Name, 'ZIP prefix 9705') },
    });
  });

  it("writes each change with its audit entry; the franchise's own user reads them", async () => {
    const created = await create(franchise('Audited', [], ['960']));
    await api.post(
      '/api/franchises/UpdateFranchise',
      { FranchiseId: created.FranchiseId, DefaultCommissionPercent: 30 },
      admin.headers,
    );
    await api.post(
      '/api/franchises/SetFranchiseStatus',
      { FranchiseId: created.FranchiseId, Status: 'suspended' },
      admin.headers,
    );
    // A refused change leaves no entry.
    await api.post(
      '/api/franchises/UpdateFranchise',
      { FranchiseId: created.FranchiseId, DefaultCommissionPercent: 99 },
      admin.headers,
    );
    const franchisee = await signedInTestUser('franchisee-user', 'audited', {
      franchiseId: created.FranchiseId,
    });
    const log = await api.get(`/api/audit/ListAuditEntries`, franchisee.headers);
    expect(log.status).toBe(200);
    const entries = (log.body as { Entries: { Action: string; Subject: { Id: string }; After: unknown }[] })
      .Entries;
    expect(entries.map((entry) => [entry.Action, entry.Subject.Id, entry.After])).toEqual([
      ['franchise-status-changed', created.FranchiseId, { status: 'suspended' }],
      ['franchise-changed', created.FranchiseId, { defaultCommissionPercent: 30 }],
      ['franchise-created', created.FranchiseId, expect.objectContaining({ name: created.Name })],
    ]);
  });

  it('answers 404 for an unknown franchise', async () => {
    expect((await api.get('/api/franchises/GetFranchise/no-such-franchise', admin.headers)).status).toBe(404);
    const update = await api.post(
      '/api/franchises/UpdateFranchise',
      { FranchiseId: 'no-such', Name: 'X' },
      admin.headers,
    );
    expect(update.status).toBe(404);
  });

  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    const good = franchise('Valid', [], ['9923']);
    const cases: [unknown, string][] = [
      [{ ...good, DefaultCommissionPercent: 61 }, commissionTooHigh],
      [{ ...good, DefaultCommissionPercent: 'ten' }, 'DefaultCommissionPercent must be a number'],
      [{ ...good, Territory: { States: [], ZipPrefixes: [] } }, territoryEmpty],
      [{ ...good, Territory: { States: ['XX'], ZipPrefixes: [] } }, territoryStateNotValid],
      [{ ...good, Territory: { States: [], ZipPrefixes: ['98a'] } }, zipPrefixNotValid],
      [{ ...good, Name: ' ' }, 'Name is required'],
      [{ ...good, Contact: { ...good.Contact, Email: 'not-an-email' } }, valueNotValid],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post('/api/franchises/CreateFranchise', body, admin.headers);
      expect(answer.status, message).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(
      (await api.post('/api/franchises/UpdateFranchise', { FranchiseId: 'x' }, admin.headers)).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          '/api/franchises/SetFranchiseStatus',
          { FranchiseId: 'x', Status: 'closed' },
          admin.headers,
        )
      ).status,
    ).toBe(400);
    // None of the refused creates took 9923.
    await create(good);
  });

  it("a franchisee user reads their own franchise; another's answers 404 like an unknown id", async () => {
    const own = await create(franchise('Own', [], ['990']));
    const other = await create(franchise('Other', [], ['991']));
    const franchisee = await signedInTestUser('franchisee-user', 'franchisee', {
      franchiseId: own.FranchiseId,
    });
    expect(
      await api.get(`/api/franchises/GetFranchise/${own.FranchiseId}`, franchisee.headers),
    ).toMatchObject({
      status: 200,
      body: { FranchiseId: own.FranchiseId },
    });
    const denied = await api.get(`/api/franchises/GetFranchise/${other.FranchiseId}`, franchisee.headers);
    const unknown = await api.get('/api/franchises/GetFranchise/no-such-franchise', franchisee.headers);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual(unknown.body);
    // Everything else of franchises is the super admin's.
    expect((await api.get('/api/franchises/ListFranchises', franchisee.headers)).status).toBe(403);
  });

  it('lists franchises by name a page at a time; a forged cursor is a 400', async () => {
    await create(franchise('zz-list-b', [], ['9921']));
    await create(franchise('ZZ-list-a', [], ['9922']));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const query = cursor ? `?PageSize=2&Cursor=${encodeURIComponent(cursor)}` : '?PageSize=2';
      const page = await api.get(`/api/franchises/ListFranchises${query}`, admin.headers);
      expect(page.status).toBe(200);
      const body = page.body as { Franchises: FranchiseAnswer[]; NextCursor?: string };
      expect(body.Franchises.length).toBeLessThanOrEqual(2);
      seen.push(...body.Franchises.map((f) => f.Name));
      cursor = body.NextCursor;
    } while (cursor);
    const ours = seen.filter((name) => name.toLowerCase().startsWith('zz-list'));
    expect(ours).toEqual([`ZZ-list-a ${run}`, `zz-list-b ${run}`]);
    expect(seen).toEqual([...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const forged = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url');
    expect(await api.get(`/api/franchises/ListFranchises?Cursor=${forged}`, admin.headers)).toMatchObject({
      status: 400,
      body: { message: cursorNotValid },
    });
  });

  it('of 20 concurrent overlapping writes exactly one wins; the other 19 answer 409 with the overlap', async () => {
    // Every two overlap, in every way: nested ZIP prefixes, a prefix inside New Mexico, the same one.
    // All lie in New Mexico (870-884), which no other file claims: a prefix as wide as '8' would
    // also overlap the other files' franchises in Arizona and Nevada.
    const territories: [string[], string[]][] = [
      [['NM'], []],
      [[], ['884']],
      [[], ['88']],
      [[], ['880']],
      [[], ['8801']],
      [[], ['88010']],
    ];
    const bodies = Array.from({ length: 20 }, (_, n) => {
      const [states, zips] = territories[n % territories.length] ?? [[], []];
      return franchise(`Racer ${n}`, states, zips);
    });
    const answers = await Promise.all(
      bodies.map((body) => apiClient(apiUrl).post('/api/franchises/CreateFranchise', body, admin.headers)),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const winner = won[0]?.body as FranchiseAnswer;
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      const message = (answer.body as { message: string }).message;
      expect(message.startsWith(territoryOverlaps(winner.Name, '').slice(0, -1)), message).toBe(true);
    }
  });

  it('concurrent writes in one state that do not overlap all succeed', async () => {
    // 430-435 all lie in Ohio: one cell, taken in turns.
    const prefixes = ['430', '431', '432', '433', '434', '435'];
    const answers = await Promise.all(
      prefixes.map((prefix) =>
        apiClient(apiUrl).post(
          '/api/franchises/CreateFranchise',
          franchise(`Apart ${prefix}`, [], [prefix]),
          admin.headers,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(prefixes.map(() => 200));
    // Every one of them is in the Ohio cell (no write lost another's entry): the franchise of a ZIP
    // under each prefix, one GetItem of that cell, is the one that took it.
    const { franchiseOfZip } = await import('../../src/domain/franchises/franchise-of-zip');
    const { franchiseDeps } = await import('../../src/composition/franchises');
    for (const [n, prefix] of prefixes.entries()) {
      expect(await franchiseOfZip(franchiseDeps, `${prefix}15`)).toBe(
        (answers[n]?.body as FranchiseAnswer).FranchiseId,
      );
    }
    expect(await franchiseOfZip(franchiseDeps, '43615')).toBeUndefined();
  });
});
