// A new Thon's franchise on in-memory ports: a new organization's ZIP decides it (direct without
// one) and the event carries it with the ZIP and the test mark; a franchisee user creates Thons for
// their franchise's organizations only (another franchise's answers exactly like an unknown id, a
// new school outside their territory is a Conflict saying why); an organization moved between the
// read and the write is refused rather than filed under the franchise it left. Each creation
// carries its audit entry (who, the new Thon, its franchise).
import { beforeEach, describe, expect, it } from 'vitest';
import type { createThonRequestSchema } from '@thon/shared/api/schemas/events';
import { changedAtTheSameTime, notFound, organizationOutsideTerritory } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound } from '../../../src/domain/errors';
import { createThon, type CreateThonDeps } from '../../../src/domain/events/manage-thon';
import { createFranchise } from '../../../src/domain/franchises/manage-franchises';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseCallers, InMemoryFranchises } from '../../support/in-memory/franchises';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { Thons } from '../../support/in-memory/thons';

const superAdmin: Caller = { userId: 'admin-1', sessionId: 's', role: 'super-admin' };
const organizer: Caller = { userId: 'org-1', sessionId: 's', role: 'organizer' };
const franchisee: Caller = { userId: 'fr-1', sessionId: 's', role: 'franchisee-user' };

const thonFields = {
  Name: 'Spring Run',
  StartDate: '2026-04-01',
  EndDate: '2026-04-02',
  TimeZone: 'America/Chicago',
  UnitName: 'lap',
  Goal: 5000,
  MinUnits: 1,
  MaxUnits: 40,
};
const newSchool = (zip?: string): z.infer<typeof createThonRequestSchema> => ({
  ...thonFields,
  OrganizationName: 'Lincoln Elementary',
  OrganizationType: 'Elementary School',
  ...(zip === undefined ? {} : { Zip: zip }),
});

let thons: Thons;
let deps: CreateThonDeps;
let chicago: string;
let wisconsin: string;

beforeEach(async () => {
  thons = new Thons();
  const franchises = new InMemoryFranchises();
  const callers = new InMemoryFranchiseCallers();
  const ids = new SequentialIds();
  const clock = new FixedClock(Date.UTC(2026, 4, 4, 15));
  const franchise = async (name: string, States: string[], ZipPrefixes: string[]) =>
    (
      await createFranchise({ franchises, callers, ids, clock }, superAdmin, {
        Name: name,
        Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
        DefaultCommissionPercent: 10,
        Territory: { States, ZipPrefixes },
      })
    ).FranchiseId;
  chicago = await franchise('Lakeside', [], ['606']);
  wisconsin = await franchise('Badger', ['WI'], []);
  callers.add(franchisee.userId, 'franchisee-user', chicago);
  thons
    .addOrganization({
      organizationId: 'own',
      name: 'Hull House School',
      organizationType: 'Elementary School',
      zip: '60607',
      franchiseId: chicago,
    })
    .addOrganization({
      organizationId: 'theirs',
      name: 'Madison Middle',
      organizationType: 'Middle School',
      zip: '53703',
      franchiseId: wisconsin,
    });
  deps = {
    thons,
    settings: { readReferenceLists: () => Promise.resolve(undefined) },
    franchises,
    callers,
    ids,
    clock,
    logger: new RecordingLogger(),
  };
});

describe("a new Thon's franchise", () => {
  it("takes its new organization's franchise from the ZIP, and carries the ZIP and the test mark", async () => {
    const thon = await createThon(deps, organizer, newSchool('60614-1234'));

    expect(thons.events.get(thon.EventId)).toMatchObject({
      franchiseId: chicago,
      postalCode: '60614',
      isTest: false,
      organizationId: thon.OrganizationId,
    });
    expect(thons.organizations.get(thon.OrganizationId)).toMatchObject({
      zip: '60614',
      franchiseId: chicago,
    });
  });

  it('belongs to no franchise (direct) without a ZIP or outside every territory', async () => {
    const withoutZip = await createThon(deps, organizer, newSchool());
    const outside = await createThon(deps, organizer, newSchool('90210'));

    expect(thons.events.get(withoutZip.EventId)?.franchiseId).toBe('direct');
    expect(thons.events.get(outside.EventId)?.franchiseId).toBe('direct');
  });

  it("lets a franchisee user create a Thon for their franchise's organization, copying it onto the event", async () => {
    const thon = await createThon(deps, franchisee, { ...thonFields, OrganizationId: 'own' });

    expect(thon).toMatchObject({ OrganizationId: 'own', OrganizationName: 'Hull House School' });
    expect(thons.events.get(thon.EventId)).toMatchObject({
      franchiseId: chicago,
      postalCode: '60607',
      organizationType: 'Elementary School',
      organizerUserId: franchisee.userId,
    });
  });

  it("writes the creation's audit entry with it: who, the new Thon, and its franchise", async () => {
    const thon = await createThon(deps, franchisee, { ...thonFields, OrganizationId: 'own' });
    const direct = await createThon(deps, organizer, newSchool());

    expect(thons.auditEntries).toHaveLength(2);
    expect(thons.auditEntries[0]).toMatchObject({
      action: 'thon-created',
      subjectKind: 'thon',
      subjectId: thon.EventId,
      franchiseId: chicago,
      actorUserId: franchisee.userId,
      actorName: 'Fran Chisee',
      actorRole: 'franchisee-user',
    });
    expect(JSON.parse(thons.auditEntries[0]?.after ?? '{}')).toMatchObject({
      name: 'Spring Run',
      organizationId: 'own',
      status: 'draft',
      startDate: '2026-04-01',
      endDate: '2026-04-02',
    });
    // A direct customer's Thon names no franchise: only super admins read it.
    expect(thons.auditEntries[1]).toMatchObject({ subjectId: direct.EventId });
    expect(thons.auditEntries[1]).not.toHaveProperty('franchiseId');
  });

  it("answers another franchise's organization exactly like an unknown one, writing nothing", async () => {
    const other = createThon(deps, franchisee, { ...thonFields, OrganizationId: 'theirs' });
    const unknown = createThon(deps, franchisee, { ...thonFields, OrganizationId: 'nobody' });

    await expect(other).rejects.toThrow(new NotFound(notFound));
    await expect(unknown).rejects.toThrow(new NotFound(notFound));
    expect(thons.events.size).toBe(0);
  });

  it("refuses a franchisee user's new school outside their territory with a Conflict saying why", async () => {
    await expect(createThon(deps, franchisee, newSchool('53703'))).rejects.toThrow(
      new Conflict(organizationOutsideTerritory),
    );
    await expect(createThon(deps, franchisee, newSchool())).rejects.toThrow(
      new Conflict(organizationOutsideTerritory),
    );
    const inside = await createThon(deps, franchisee, newSchool('60601'));
    expect(thons.events.get(inside.EventId)?.franchiseId).toBe(chicago);
    expect(thons.events.size).toBe(1);
  });

  it('lets a super admin use any organization', async () => {
    const thon = await createThon(deps, superAdmin, { ...thonFields, OrganizationId: 'theirs' });
    expect(thons.events.get(thon.EventId)?.franchiseId).toBe(wisconsin);
  });

  it('refuses when the organization moved to another franchise between the read and the write', async () => {
    const read = thons.getOrganization;
    thons.getOrganization = async (organizationId) => {
      const found = await read(organizationId);
      if (found) thons.addOrganization({ ...found, franchiseId: wisconsin });
      return found;
    };

    await expect(createThon(deps, franchisee, { ...thonFields, OrganizationId: 'own' })).rejects.toThrow(
      new Conflict(changedAtTheSameTime),
    );
    expect(thons.events.size).toBe(0);
  });
});
