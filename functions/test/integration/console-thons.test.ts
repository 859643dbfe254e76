// GET /api/franchises/ListConsoleThons through the local gateway and the real table: a super admin
// sees every Thon (gsi4) or one franchise's (gsi3); a franchisee user their franchise's only, and
// naming another franchise answers 404; a franchisee team leader the Thons assigned to them; a
// test user the test Thons; filters by status, organization and start dates; a page at a time with
// a cursor that must be the list's own; bad filters answer 400 with the field's message; each row
// names its organizer.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleThonList } from '@thon/shared/api/schemas/console-thons';
import { notFound, pageCursorNotValid } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { randomEventCode } from './test-events';
import { createFranchise } from './test-franchises';
import { createTestUser, signedInTestUser, type SignedInTestUser, type TestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

// A run's own two ZIPs (franchise territories) and start year (date ranges), so runs sharing a
// stack meet neither; every list below is narrowed to the run's year.
const run = Date.now().toString(36);
const base = 96100 + Math.floor(Math.random() * 290) * 3;
const year = 2100 + Math.floor(Math.random() * 800);
const range = `FromDate=${year}-01-01&ToDate=${year}-12-31`;

let admin: SignedInTestUser;
let franchisee: SignedInTestUser;
let east: string;
let west: string;
let organizer: TestUser;
const organizationId = randomUUID();
const thons: Record<string, string> = {};

async function arrange(
  label: string,
  franchiseId: string,
  startDate: string,
  more: {
    status?: 'draft' | 'live';
    isTest?: boolean;
    organizationId?: string;
    commissionPercent?: number;
    organizerUserId?: string;
  } = {},
) {
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  const eventId = randomUUID();
  await createEvent({
    eventId,
    organizationId: more.organizationId ?? randomUUID(),
    organizationName: `School ${label}`,
    franchiseId,
    name: `${label} ${run}`,
    eventCode: randomEventCode(),
    status: more.status ?? 'draft',
    unitName: 'lap',
    startDate: `${year}-${startDate}`,
    endDate: `${year}-12-31`,
    timeZone: 'America/Los_Angeles',
    goal: 5000,
    isTest: more.isTest ?? false,
    ...(more.commissionPercent === undefined ? {} : { commissionPercent: more.commissionPercent }),
    ...(more.organizerUserId === undefined ? {} : { organizerUserId: more.organizerUserId }),
  });
  thons[label] = eventId;
}

async function list(path: string, headers: Record<string, string>) {
  return api.get(`/api/franchises/ListConsoleThons?${path}`, headers);
}

async function listed(path: string, headers: Record<string, string>): Promise<string[]> {
  const answer = await list(path, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as ConsoleThonList).Thons.map((row) => row.Name.replace(` ${run}`, ''));
}

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'console-thons-admin');
  east = await createFranchise(api, admin.headers, `East ${run}`, String(base));
  west = await createFranchise(api, admin.headers, `West ${run}`, String(base + 1));
  franchisee = await signedInTestUser('franchisee-user', 'console-thons-franchisee', { franchiseId: east });
  organizer = await createTestUser({
    role: 'organizer',
    label: 'console-thons-organizer',
    withPassword: false,
  });
  await arrange('east-2', east, '03-02', {
    status: 'live',
    organizationId,
    commissionPercent: 15,
    organizerUserId: organizer.userId,
  });
  await arrange('east-1', east, '03-01', { organizationId });
  await arrange('east-3', east, '04-01');
  await arrange('west-1', west, '03-05');
  await arrange('direct-test', 'direct', '03-03', { isTest: true });
});

describe('GET /api/franchises/ListConsoleThons', () => {
  it('lists every Thon of the range for a super admin, or one franchise’s', async () => {
    expect(await listed(range, admin.headers)).toEqual([
      'east-1',
      'east-2',
      'direct-test',
      'west-1',
      'east-3',
    ]);
    expect(await listed(`${range}&FranchiseId=${west}`, admin.headers)).toEqual(['west-1']);
    expect(await listed(`${range}&FranchiseId=direct`, admin.headers)).toEqual(['direct-test']);
  });

  it("never lists another franchise's Thons to a franchisee user; naming it answers 404", async () => {
    expect(await listed(range, franchisee.headers)).toEqual(['east-1', 'east-2', 'east-3']);
    expect(await list(`${range}&FranchiseId=${west}`, franchisee.headers)).toMatchObject({
      status: 404,
      body: { message: notFound },
    });
  });

  it('gives a team leader the Thons assigned to them, and a test user the test Thons only', async () => {
    const leader = await signedInTestUser('franchisee-team-leader', 'console-thons-leader', {
      franchiseId: east,
    });
    const tester = await signedInTestUser('test-user', 'console-thons-tester');
    expect(await listed(range, leader.headers)).toEqual([]);
    const assigned = await api.post(
      '/api/events/AssignThonTeamLeader',
      { EventId: thons['east-3'], UserId: leader.userId },
      admin.headers,
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(await listed(range, leader.headers)).toEqual(['east-3']);
    expect(await listed(range, tester.headers)).toEqual(['direct-test']);
  });

  it('filters by status, organization and start dates', async () => {
    expect(await listed(`${range}&Status=live`, admin.headers)).toEqual(['east-2']);
    expect(await listed(`${range}&OrganizationId=${organizationId}`, franchisee.headers)).toEqual([
      'east-1',
      'east-2',
    ]);
    expect(await listed(`FromDate=${year}-03-02&ToDate=${year}-03-03`, admin.headers)).toEqual([
      'east-2',
      'direct-test',
    ]);
  });

  it('answers each row with its franchise and effective commission', async () => {
    const answer = await list(`${range}&FranchiseId=${east}`, admin.headers);
    const rows = (answer.body as ConsoleThonList).Thons;
    expect(rows.find((row) => row.EventId === thons['east-2'])).toMatchObject({
      FranchiseId: east,
      FranchiseName: `East ${run}`,
      OrganizationName: 'School east-2',
      Status: 'live',
      CommissionPercent: 15,
      CommissionSet: true,
      Organizer: { UserId: organizer.userId, Name: 'Ida Tester' },
    });
    // The franchise's default (10 in createFranchise) when the Thon sets none.
    expect(rows.find((row) => row.EventId === thons['east-1'])).toMatchObject({
      CommissionPercent: 10,
      CommissionSet: false,
      Organizer: null,
    });
  });

  it("pages with the list's own cursor", async () => {
    const first = await list(`${range}&FranchiseId=${east}&PageSize=2`, admin.headers);
    const page = first.body as ConsoleThonList;
    expect(page.Thons.map((row) => row.EventId)).toEqual([thons['east-1'], thons['east-2']]);
    expect(page.NextCursor).toBeDefined();
    const cursor = encodeURIComponent(page.NextCursor ?? '');
    expect(await listed(`${range}&FranchiseId=${east}&PageSize=2&Cursor=${cursor}`, admin.headers)).toEqual([
      'east-3',
    ]);
    // East's cursor does not open West's partition, nor does a made-up one reach DynamoDB.
    for (const bad of [`FranchiseId=${west}&Cursor=${cursor}`, 'Cursor=made-up']) {
      expect(await list(`${range}&${bad}`, admin.headers)).toMatchObject({
        status: 400,
        body: { message: pageCursorNotValid },
      });
    }
  });

  it('answers a bad filter with 400 and the message of its field', async () => {
    const cases: [string, string][] = [
      ['Status=open', 'Status must be one of draft, live, completed, processed'],
      ['FromDate=2026-02-30', 'FromDate must be a real date'],
      ['FromDate=2026-03-02&ToDate=2026-03-01', 'ToDate must not be before FromDate'],
      ['PageSize=0', 'PageSize must be at least 1'],
      ['Sort=name', ''],
    ];
    for (const [query, message] of cases) {
      const answer = await list(query, admin.headers);
      expect(answer.status, query).toBe(400);
      if (message) expect(answer.body, query).toMatchObject({ message });
    }
  });
});
