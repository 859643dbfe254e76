// The console's reference-list editor through the local gateway against the emulator: a super admin
// adds, renames and retires entries (GetReferenceLists serves each change, a retired code still
// with its label, and the save invalidates CloudFront's copy); a retired organization type is
// refused on a new Thon and left out of the Session; a code cannot be removed nor given twice;
// two saves of the same version: one wins, the other answers 409; each save is audited.
// The table is shared with every other file: only codes of this run are added (never a default
// renamed or retired), on lists no other file edits.
import { randomUUID } from 'node:crypto';
import { GetInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryList } from '@thon/shared/api/schemas/audit';
import type {
  EditedReferenceList,
  ReferenceListOverrides,
} from '@thon/shared/api/schemas/reference-lists-admin';
import type { ReferenceLists } from '@thon/shared/catalog/reference-lists';
import type { CodeNameEntry } from '@thon/shared/catalog/list-entry';
import {
  referenceListChangedMeanwhile,
  referenceListCodeRemoved,
  referenceListCodeRepeated,
} from '@thon/shared/catalog/messages';
import { organizationTypeMessage } from '@thon/shared/api/schemas/reference-codes';
import { cloudFrontClient } from '../../src/platform/clients/cloudfront';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = randomUUID().slice(0, 8).toUpperCase();

let admin: SignedInTestUser;
let organizer: SignedInTestUser;

beforeAll(async () => {
  [admin, organizer] = await Promise.all([
    signedInTestUser('super-admin', 'lists-admin'),
    signedInTestUser('organizer', 'lists-organizer'),
  ]);
});

async function editedList(list: string): Promise<EditedReferenceList> {
  const answer = await api.get('/api/utilities/ListReferenceListOverrides', admin.headers);
  expect(answer.status).toBe(200);
  const found = (answer.body as ReferenceListOverrides).Lists.find((candidate) => candidate.List === list);
  if (!found) throw new Error(`no editable list ${list}`);
  return found;
}

const save = (
  List: string,
  Version: number,
  Entries: CodeNameEntry[] | { Code: string; Name: string; Retired?: boolean }[],
  as = admin,
) => api.post('/api/utilities/UpdateReferenceList', { List, Version, Entries }, as.headers);

async function servedLists(): Promise<ReferenceLists> {
  const response = await fetch(`${apiUrl}/api/utilities/GetReferenceLists`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReferenceLists;
}

async function invalidatedPathSets(): Promise<string[][]> {
  const DistributionId = process.env.DISTRIBUTION_ID ?? '';
  const { InvalidationList } = await cloudFrontClient().send(
    new ListInvalidationsCommand({ DistributionId }),
  );
  return Promise.all(
    (InvalidationList?.Items ?? []).map(async (item) => {
      const { Invalidation } = await cloudFrontClient().send(
        new GetInvalidationCommand({ DistributionId, Id: item.Id ?? '' }),
      );
      return Invalidation?.InvalidationBatch?.Paths?.Items ?? [];
    }),
  );
}

describe('UpdateReferenceList', () => {
  it('adds, renames and retires an entry; GetReferenceLists serves each, a retired code with its label', async () => {
    const code = `IT-${run}`;
    const start = await editedList('maritalStatuses');
    expect(start.Entries.map((entry) => entry.Code)).toEqual(expect.arrayContaining(start.DefaultCodes));

    const added = await save('maritalStatuses', start.Version, [
      ...start.Entries,
      { Code: code, Name: 'Added' },
    ]);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ List: 'maritalStatuses', Version: start.Version + 1 });
    expect((await servedLists()).maritalStatuses.at(-1)).toEqual({ Code: code, Name: 'Added' });

    const afterAdd = await editedList('maritalStatuses');
    expect(afterAdd.Version).toBe(start.Version + 1);
    const renamed = afterAdd.Entries.map((entry) =>
      entry.Code === code ? { ...entry, Name: 'Renamed' } : entry,
    );
    expect((await save('maritalStatuses', afterAdd.Version, renamed)).status).toBe(200);
    expect((await servedLists()).maritalStatuses.find((entry) => entry.Code === code)).toEqual({
      Code: code,
      Name: 'Renamed',
    });

    const retired = renamed.map((entry) => (entry.Code === code ? { ...entry, Retired: true } : entry));
    const retiredAnswer = await save('maritalStatuses', afterAdd.Version + 1, retired);
    expect(retiredAnswer.status).toBe(200);
    const served = await servedLists();
    expect(served.maritalStatuses.find((entry) => entry.Code === code)).toEqual({
      Code: code,
      Name: 'Renamed',
      Retired: true,
    });
    // The defaults stay as they were, and offered.
    for (const defaultCode of start.DefaultCodes)
      expect(served.maritalStatuses.find((entry) => entry.Code === defaultCode)?.Retired).toBeUndefined();
  });

  it("invalidates CloudFront's copy of GetReferenceLists and writes an audit entry of the change", async () => {
    const start = await editedList('frequencies');
    const code = `IT-${run}`;
    const answer = await save('frequencies', start.Version, [
      ...start.Entries,
      { Code: code, Name: 'Fortnightly' },
    ]);
    expect(answer.status).toBe(200);
    expect(
      (await invalidatedPathSets()).some((paths) => paths.includes('/api/utilities/GetReferenceLists')),
    ).toBe(true);
    const month = new Date().toISOString().slice(0, 7);
    const log = await api.get(`/api/audit/ListAuditEntries?Month=${month}&PageSize=100`, admin.headers);
    expect(log.status).toBe(200);
    const entry = (log.body as AuditEntryList).Entries.find(
      (candidate) =>
        candidate.Subject.Kind === 'reference-list' &&
        candidate.Subject.Id === 'frequencies' &&
        JSON.stringify(candidate.After).includes(code),
    );
    expect(entry).toMatchObject({ Action: 'reference-list-changed', Who: { UserId: admin.userId } });
    expect(JSON.stringify(entry?.Before)).not.toContain(code);
  });

  it('of two saves of the same version, one is written and the other answers 409', async () => {
    const start = await editedList('legalStatuses');
    const answers = await Promise.all(
      ['A', 'B'].map((letter) =>
        save('legalStatuses', start.Version, [
          ...start.Entries,
          { Code: `IT-${run}-${letter}`, Name: letter },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: referenceListChangedMeanwhile,
    });
    const served = (await servedLists()).legalStatuses.map((entry) => entry.Code);
    expect(served.filter((entryCode) => entryCode.startsWith(`IT-${run}-`))).toHaveLength(1);
    // A save from a stale read is refused too.
    expect((await save('legalStatuses', start.Version, start.Entries)).status).toBe(409);
  });

  it('refuses removing a code, a code twice, an empty name and an unknown list, writing nothing', async () => {
    const start = await editedList('genders');
    const [first, ...rest] = start.Entries;
    const removed = await save('genders', start.Version, rest);
    expect(removed).toMatchObject({
      status: 400,
      body: { message: referenceListCodeRemoved(first?.Code ?? '') },
    });
    const twice = await save('genders', start.Version, [
      ...start.Entries,
      { Code: first?.Code ?? '', Name: 'Again' },
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(referenceListCodeRepeated(first?.Code ?? ''));
    expect((await save('genders', start.Version, [...start.Entries, { Code: 'X', Name: ' ' }])).status).toBe(
      400,
    );
    expect((await save('months', 0, [{ Code: '1', Name: 'January' }])).status).toBe(400);
    expect((await editedList('genders')).Version).toBe(start.Version);
  });

  it('refuses callers other than super admins with 403', async () => {
    expect((await api.get('/api/utilities/ListReferenceListOverrides', organizer.headers)).status).toBe(403);
    expect((await save('genders', 0, [{ Code: 'X', Name: 'X' }], organizer)).status).toBe(403);
  });
});

describe('forms and the Session read the merged list', () => {
  const thon = (OrganizationType: string) => ({
    Name: 'Lists Fun Run',
    OrganizationName: `Lists School ${run}`,
    OrganizationType,
    StartDate: '2026-04-01',
    EndDate: '2026-04-30',
    TimeZone: 'America/Chicago',
    UnitName: 'lap',
    Goal: 12000,
    MinUnits: 5,
    MaxUnits: 40,
  });

  it('accepts an added organization type, refuses it once retired, and the Session follows', async () => {
    const type = `Co-op ${run}`;
    const start = await editedList('organizationTypes');
    expect(
      (await save('organizationTypes', start.Version, [...start.Entries, { Code: type, Name: type }])).status,
    ).toBe(200);
    expect((await api.post('/api/events/CreateThon', thon(type), organizer.headers)).status).toBe(200);
    const offered = await api.get('/api/Users/GetSession', organizer.headers);
    expect((offered.body as { OrganizationTypes: string[] }).OrganizationTypes).toContain(type);

    const added = await editedList('organizationTypes');
    const retired = added.Entries.map((entry) => (entry.Code === type ? { ...entry, Retired: true } : entry));
    expect((await save('organizationTypes', added.Version, retired)).status).toBe(200);
    expect(await api.post('/api/events/CreateThon', thon(type), organizer.headers)).toMatchObject({
      status: 400,
      body: { message: organizationTypeMessage },
    });
    const session = await api.get('/api/Users/GetSession', organizer.headers);
    expect((session.body as { OrganizationTypes: string[] }).OrganizationTypes).not.toContain(type);
    expect((session.body as { OrganizationTypes: string[] }).OrganizationTypes).toContain(
      'Elementary School',
    );
  });
});
