// Thons of franchises through the local gateway and the real table: CreateThon files a Thon under
// its organization's franchise (from the ZIP, or an existing organization's), with the ZIP and the
// test mark; a franchisee user creates Thons for their franchise's organizations only (another's
// answers 404 like an unknown one), each creation with its audit entry; the franchise list (gsi3)
// and the list of every Thon (gsi4) are one Query each, by start date, a date range in the key,
// paged with a cursor that must be theirs.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { notFound, organizationOutsideTerritory } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createFranchise } from './test-franchises';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

// Each run takes two five-digit CA ZIPs of its own (a franchise holds the exact ZIP as its prefix)
// and a start year of its own, so runs sharing a stack meet neither territories nor date ranges.
const run = Date.now().toString(36);
const base = 95000 + Math.floor(Math.random() * 330) * 3;
const zipEast = String(base);
const zipWest = String(base + 1);
const year = 2100 + Math.floor(Math.random() * 800);

const thonFields = (day: string) => ({
  Name: `Fun Run ${run}`,
  StartDate: `${year}-${day}`,
  EndDate: `${year}-12-31`,
  TimeZone: 'America/Los_Angeles',
  UnitName: 'lap',
  Goal: 5000,
  MinUnits: 1,
  MaxUnits: 40,
});
const newSchool = (day: string, zip?: string) => ({
  ...thonFields(day),
  OrganizationName: `Lincoln ${run}`,
  OrganizationType: 'Elementary School',
  ...(zip === undefined ? {} : { Zip: zip }),
});

let admin: SignedInTestUser;
let organizer: SignedInTestUser;
let franchisee: SignedInTestUser;
let east: string;
let west: string;

async function createThon(body: object, headers: Record<string, string>): Promise<string> {
  const answer = await api.post('/api/events/CreateThon', body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { EventId: string }).EventId;
}

async function storedEvent(eventId: string) {
  const { getEvent } = await import('../../src/data/repositories/events-repository');
  return getEvent(eventId);
}

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'thons-admin');
  organizer = await signedInTestUser('organizer', 'thons-organizer');
  east = await createFranchise(api, admin.headers, `East ${run}`, zipEast);
  west = await createFranchise(api, admin.headers, `West ${run}`, zipWest);
  franchisee = await signedInTestUser('franchisee-user', 'thons-franchisee', { franchiseId: east });
});

describe("CreateThon files the Thon under its organization's franchise", () => {
  it("takes a new organization's franchise from its ZIP, with the ZIP and the test mark", async () => {
    const eventId = await createThon(newSchool('02-01', `${zipEast}-1234`), organizer.headers);
    const direct = await createThon(newSchool('02-02'), organizer.headers);

    expect(await storedEvent(eventId)).toMatchObject({
      franchiseId: east,
      postalCode: zipEast,
      isTest: false,
    });
    expect(await storedEvent(direct)).toMatchObject({ franchiseId: 'direct', isTest: false });
  });

  it("lets a franchisee user create a Thon for their franchise's organization, and no other", async () => {
    const organization = async (zip: string) => {
      const answer = await api.post(
        '/api/franchises/CreateOrganization',
        {
          Name: `School ${zip} ${run}`,
          OrganizationType: 'Elementary School',
          Address: { Street: '1 School Way', City: 'Santa Cruz', State: 'CA', Zip: zip },
        },
        admin.headers,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { OrganizationId: string }).OrganizationId;
    };
    const own = await organization(zipEast);
    const theirs = await organization(zipWest);

    const eventId = await createThon({ ...thonFields('03-01'), OrganizationId: own }, franchisee.headers);
    expect(await storedEvent(eventId)).toMatchObject({
      organizationId: own,
      franchiseId: east,
      postalCode: zipEast,
      organizationName: `School ${zipEast} ${run}`,
    });
    // Its audit entry was written with it, under the franchise, naming who created it.
    const log = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${east}`, franchisee.headers);
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const created = (
      log.body as { Entries: { Action: string; Subject: { Id: string }; Who: { UserId: string } }[] }
    ).Entries.filter((entry) => entry.Action === 'thon-created' && entry.Subject.Id === eventId);
    expect(created).toEqual([
      expect.objectContaining({ Who: expect.objectContaining({ UserId: franchisee.userId }) }),
    ]);
    const refused = { status: 404, body: { message: notFound } };
    expect(
      await api.post(
        '/api/events/CreateThon',
        { ...thonFields('03-02'), OrganizationId: theirs },
        franchisee.headers,
      ),
    ).toMatchObject(refused);
    expect(
      await api.post(
        '/api/events/CreateThon',
        { ...thonFields('03-02'), OrganizationId: randomUUID() },
        franchisee.headers,
      ),
    ).toMatchObject(refused);
    expect(
      await api.post('/api/events/CreateThon', newSchool('03-03', zipWest), franchisee.headers),
    ).toMatchObject({
      status: 409,
      body: { message: organizationOutsideTerritory },
    });
  });

  it('still requires the name and type of a new organization', async () => {
    const { OrganizationName: _name, ...withoutName } = newSchool('04-01');
    expect(await api.post('/api/events/CreateThon', withoutName, organizer.headers)).toMatchObject({
      status: 400,
      body: { message: 'OrganizationName is required' },
    });
    expect(
      await api.post('/api/events/CreateThon', { ...newSchool('04-01'), Zip: '123' }, organizer.headers),
    ).toMatchObject({ status: 400 });
  });
});

describe("a franchise's Thons (gsi3) and every Thon (gsi4)", () => {
  let westThons: string[];

  beforeAll(async () => {
    // Created out of date order: the lists answer by start date.
    westThons = [];
    for (const day of ['05-03', '05-01', '05-02']) {
      westThons.push(await createThon(newSchool(day, zipWest), organizer.headers));
    }
    await createThon(newSchool('06-01', zipEast), organizer.headers);
    await createThon(newSchool('06-02'), organizer.headers);
  });

  it('pages a franchise by start date, one Query per page, with a cursor of its own', async () => {
    const { listEventsOfFranchise } = await import('../../src/data/repositories/events-repository');
    const range = { fromDate: `${year}-05-01`, toDate: `${year}-05-31`, limit: 2 };
    const first = await listEventsOfFranchise(west, range);
    if (first === 'bad-cursor') throw new Error('first page refused');
    expect(first.items.map((event) => event.startDate)).toEqual([`${year}-05-01`, `${year}-05-02`]);
    expect(first.cursor).toBeDefined();
    const second = await listEventsOfFranchise(west, { ...range, cursor: first.cursor });
    if (second === 'bad-cursor') throw new Error('second page refused');
    expect(second.items.map((event) => event.eventId)).toEqual([westThons[0]]);
    // East's list never holds West's Thons, and West's cursor does not open East's partition.
    const eastList = await listEventsOfFranchise(east, {
      fromDate: `${year}-05-01`,
      toDate: `${year}-06-30`,
    });
    if (eastList === 'bad-cursor') throw new Error('refused');
    expect(eastList.items.map((event) => event.startDate)).toEqual([`${year}-06-01`]);
    expect(await listEventsOfFranchise(east, { ...range, cursor: first.cursor })).toBe('bad-cursor');
    expect(await listEventsOfFranchise(west, { ...range, cursor: 'not-a-cursor' })).toBe('bad-cursor');
  });

  it('includes Thons starting on the last day of the range, and none after it', async () => {
    const { listEventsOfFranchise } = await import('../../src/data/repositories/events-repository');
    const page = await listEventsOfFranchise(west, { fromDate: `${year}-05-02`, toDate: `${year}-05-02` });
    if (page === 'bad-cursor') throw new Error('refused');
    expect(page.items.map((event) => event.eventId)).toEqual([westThons[2]]);
  });

  it("lists every franchise's Thons and the direct ones in one range", async () => {
    const { listAllEvents } = await import('../../src/data/repositories/events-repository');
    const page = await listAllEvents({ fromDate: `${year}-05-01`, toDate: `${year}-06-30`, limit: 100 });
    if (page === 'bad-cursor') throw new Error('refused');
    const ofThisRun = page.items.filter((event) => event.name === `Fun Run ${run}`);
    expect(ofThisRun.map((event) => [event.startDate, event.franchiseId])).toEqual([
      [`${year}-05-01`, west],
      [`${year}-05-02`, west],
      [`${year}-05-03`, west],
      [`${year}-06-01`, east],
      [`${year}-06-02`, 'direct'],
    ]);
  });
});
