// The console's reference-list editor on in-memory ports: a save merged over the defaults and the
// operator's setting (a saved entry wins), its audit entry and CloudFront invalidation, a no-op save
// that writes nothing, a stale or overtaken version refused with 409, a removed code refused; a
// retired code refused on new records but kept on an edited one; the Session's organization types.
import { describe, expect, it } from 'vitest';
import { referenceListChangedMeanwhile, referenceListCodeRemoved } from '@thon/shared/catalog/messages';
import { defaultReferenceLists } from '@thon/shared/catalog/reference-lists';
import type { CodeNameEntry } from '@thon/shared/catalog/list-entry';
import { buildSession } from '../../../src/domain/auth/build-session';
import {
  listReferenceListOverrides,
  referenceListsPath,
  updateReferenceList,
} from '../../../src/domain/catalog/manage-reference-lists';
import { checkOrganizationCodes, checkParticipantCodes } from '../../../src/domain/catalog/reference-codes';
import { getReferenceLists } from '../../../src/domain/catalog/reference-lists';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import { Conflict, RuleBroken } from '../../../src/domain/errors';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseCallers } from '../../support/in-memory/franchises';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemoryReferenceLists } from '../../support/in-memory/reference-lists';

const admin = { userId: 'admin', sessionId: 's1', role: 'super-admin' as const };

function world() {
  const lists = new InMemoryReferenceLists();
  const callers = new InMemoryFranchiseCallers();
  callers.add('admin', 'super-admin');
  const cdn = new RecordingCdn();
  const deps = {
    settings: lists.settings,
    lists,
    callers,
    ids: new SequentialIds(),
    clock: new FixedClock(Date.parse('2026-05-04T15:00:00.000Z')),
    logger: new RecordingLogger(),
    cdn,
  };
  return { deps, lists, cdn };
}

const withEntry = (list: readonly CodeNameEntry[], entry: CodeNameEntry) => [...list, entry];

describe('updateReferenceList', () => {
  it('saves the list, serves it merged over the defaults, audits it and invalidates the cached lists', async () => {
    const { deps, lists, cdn } = world();
    const grades = defaultReferenceLists.grades.map((grade) =>
      grade.Code === 'K' ? { ...grade, Name: 'Kindergarten' } : grade,
    );
    const answer = await updateReferenceList(deps, admin, {
      List: 'grades',
      Version: 0,
      Entries: withEntry(grades, { Code: 'TK', Name: 'Transitional kindergarten' }),
    });
    expect(answer.Version).toBe(1);
    const served = (await getReferenceLists(deps)).grades;
    expect(served.find((grade) => grade.Code === 'K')?.Name).toBe('Kindergarten');
    expect(served.at(-1)).toEqual({ Code: 'TK', Name: 'Transitional kindergarten' });
    expect(served).toHaveLength(defaultReferenceLists.grades.length + 1);
    expect(cdn.invalidated).toEqual([[referenceListsPath]]);
    expect(lists.audit).toHaveLength(1);
    expect(lists.audit[0]).toMatchObject({
      action: 'reference-list-changed',
      subjectKind: 'reference-list',
      subjectId: 'grades',
      actorUserId: 'admin',
    });
    expect(lists.audit[0]?.after).toContain('Transitional kindergarten');
    expect(lists.audit[0]?.before).not.toContain('Transitional kindergarten');
  });

  it("lets a saved entry win over the operator's setting, which still adds its own entries", async () => {
    const { deps, lists } = world();
    lists.setting = { shirtSizes: [{ Code: 'XXL', Name: 'Setting XXL' }] };
    const { Lists } = await listReferenceListOverrides(deps);
    const sizes = Lists.find((list) => list.List === 'shirtSizes');
    expect(sizes?.Entries.at(-1)).toEqual({ Code: 'XXL', Name: 'Setting XXL' });
    const renamed = (sizes?.Entries ?? []).map((size) =>
      size.Code === 'XXL' ? { ...size, Name: 'Saved XXL' } : size,
    );
    await updateReferenceList(deps, admin, { List: 'shirtSizes', Version: 0, Entries: renamed });
    expect((await getReferenceLists(deps)).shirtSizes.at(-1)).toEqual({ Code: 'XXL', Name: 'Saved XXL' });
  });

  it('writes nothing for a save that changes nothing', async () => {
    const { deps, lists, cdn } = world();
    const answer = await updateReferenceList(deps, admin, {
      List: 'genders',
      Version: 0,
      Entries: [...defaultReferenceLists.genders],
    });
    expect(answer.Version).toBe(0);
    expect(lists.saved.size).toBe(0);
    expect(lists.audit).toEqual([]);
    expect(cdn.invalidated).toEqual([]);
  });

  it('refuses a stale version, and a save overtaken between its read and its write, with 409', async () => {
    const { deps, lists } = world();
    const entries = withEntry(defaultReferenceLists.genders, { Code: 'X', Name: 'Another' });
    await updateReferenceList(deps, admin, { List: 'genders', Version: 0, Entries: entries });
    await expect(
      updateReferenceList(deps, admin, { List: 'genders', Version: 0, Entries: entries }),
    ).rejects.toEqual(new Conflict(referenceListChangedMeanwhile));
    lists.beforeWrite = () => {
      const stored = lists.saved.get('genders');
      if (stored) lists.saved.set('genders', { ...stored, version: stored.version + 1 });
    };
    const renamed = entries.map((entry) => (entry.Code === 'X' ? { ...entry, Name: 'Renamed' } : entry));
    await expect(
      updateReferenceList(deps, admin, { List: 'genders', Version: 1, Entries: renamed }),
    ).rejects.toEqual(new Conflict(referenceListChangedMeanwhile));
    expect(lists.audit).toHaveLength(1);
  });

  it('refuses leaving out a code the list has: a default, or one added earlier', async () => {
    const { deps } = world();
    const [first, ...rest] = defaultReferenceLists.grades;
    await expect(
      updateReferenceList(deps, admin, { List: 'grades', Version: 0, Entries: rest }),
    ).rejects.toEqual(
      new RuleBroken(referenceListCodeRemoved(first?.Code ?? ''), [
        { path: 'Entries', message: referenceListCodeRemoved(first?.Code ?? '') },
      ]),
    );
    const withTk = withEntry(defaultReferenceLists.grades, { Code: 'TK', Name: 'TK' });
    await updateReferenceList(deps, admin, { List: 'grades', Version: 0, Entries: withTk });
    await expect(
      updateReferenceList(deps, admin, {
        List: 'grades',
        Version: 1,
        Entries: [...defaultReferenceLists.grades],
      }),
    ).rejects.toBeInstanceOf(RuleBroken);
  });
});

describe('retired entries', () => {
  async function retiredWorld() {
    const { deps } = world();
    const retire = (list: readonly CodeNameEntry[], code: string) =>
      list.map((entry) => (entry.Code === code ? { ...entry, Retired: true } : entry));
    await updateReferenceList(deps, admin, {
      List: 'organizationTypes',
      Version: 0,
      Entries: retire(defaultReferenceLists.organizationTypes, 'For a Friend'),
    });
    await updateReferenceList(deps, admin, {
      List: 'grades',
      Version: 0,
      Entries: retire(defaultReferenceLists.grades, 'PK'),
    });
    return deps;
  }

  it('are served marked, so an old record still shows its label', async () => {
    const deps = await retiredWorld();
    expect(
      (await getReferenceLists(deps)).organizationTypes.find((type) => type.Code === 'For a Friend'),
    ).toEqual({
      Code: 'For a Friend',
      Name: 'For a Friend',
      Retired: true,
    });
  });

  it('are refused on a new record, but a record keeping its own value may still be edited', async () => {
    const deps = await retiredWorld();
    await expect(checkOrganizationCodes(deps, { OrganizationType: 'For a Friend' })).rejects.toBeInstanceOf(
      RuleBroken,
    );
    await expect(
      checkOrganizationCodes(
        deps,
        { OrganizationType: 'For a Friend' },
        { OrganizationType: 'For a Friend' },
      ),
    ).resolves.toBeUndefined();
    await expect(
      checkOrganizationCodes(deps, { OrganizationType: 'For a Friend' }, { OrganizationType: 'College' }),
    ).rejects.toBeInstanceOf(RuleBroken);
    await expect(checkParticipantCodes(deps, { Grade: 'pk' })).rejects.toBeInstanceOf(RuleBroken);
    await expect(checkParticipantCodes(deps, { Grade: 'k' })).resolves.toEqual({ Grade: 'K' });
  });

  it("are left out of the Session's organization types, which carry the added ones", async () => {
    const deps = await retiredWorld();
    await updateReferenceList(deps, admin, {
      List: 'organizationTypes',
      Version: 1,
      Entries: withEntry((await getReferenceLists(deps)).organizationTypes, { Code: 'Co-op', Name: 'Co-op' }),
    });
    const user = {
      userId: 'u1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      role: 'organizer',
    } as UserRecord;
    const session = await buildSession(
      {
        ...deps,
        participants: { listParticipantsOfUser: () => Promise.resolve([]) },
        standing: {
          getEvents: () => Promise.resolve([]),
          getOrganization: () => Promise.resolve(undefined),
          getVendor: () => Promise.resolve(undefined),
        },
        // No viewer place: the nearby Thons are never asked for.
        nearby: { clock: deps.clock, liveThons: { listLiveThons: () => Promise.resolve([]) } },
      },
      user,
      'token',
      null,
      { point: undefined, label: null },
    );
    expect(session.OrganizationTypes).toContain('Co-op');
    expect(session.OrganizationTypes).toContain('Elementary School');
    expect(session.OrganizationTypes).not.toContain('For a Friend');
  });
});
