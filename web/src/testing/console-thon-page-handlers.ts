// msw handlers for a Thon's console page: an in-memory fake of the Thon's roster (its facts, 404
// for an unknown id as for one out of reach), its franchisee team leaders (assign, remove; a user
// who is not an active team leader of the franchise refused with the API's 409 sentence), its
// organizer hand-off (an active organizer only; the row then names them) and FindOrganizer (an
// active organizer by exact email, else none alike, as the API answers), its test mark (a draft only) and a test Thon's
// outbox (404 for a real Thon). `staleUsers` stands for accounts deactivated after the search
// showed them. The console row comes from consoleThonApi and the user search from usersAdminApi.
// Tests read what was sent from `sent`.
import { http, HttpResponse } from 'msw';
import { eventRoutes } from '@thon/shared/api/routes/events';
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import type { ConsoleThon } from '@thon/shared/api/schemas/console-thons';
import type { AdminUser } from '@thon/shared/api/schemas/users-admin';
import type { testOutboxSchema } from '@thon/shared/api/schemas/thon-test';
import {
  notActiveOrganizer,
  notFound,
  notFranchiseTeamLeader,
  thonTestMarkLocked,
} from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import { consoleThonApi, consoleThonFixture } from './console-thon-handlers';
import { mswPath } from './handlers';
import { adminUserFixture, usersAdminApi } from './users-admin-handlers';

type OutboxMessage = z.infer<typeof testOutboxSchema>['Messages'][number];

export const tinaLeader = adminUserFixture();
// A user of no franchise (FranchiseId left out, as the API answers one).
const { FranchiseId: _franchise, ...noFranchise } = adminUserFixture();
export const omarOrganizer: AdminUser = {
  ...noFranchise,
  UserId: 'user-omar',
  Username: 'omar@school.test',
  Email: 'omar@school.test',
  FirstName: 'Omar',
  LastName: 'Lopez',
  Role: 'organizer',
};
export const paulParent: AdminUser = {
  ...noFranchise,
  UserId: 'user-paul',
  Email: 'paul@home.test',
  FirstName: 'Paul',
  LastName: 'Lopez',
  Role: 'parent',
};

export function outboxMessageFixture(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    MessageId: 'msg-1',
    SentAt: '2026-03-02T15:04:00.000Z',
    Channel: 'Email',
    To: 'grandma@example.test',
    Subject: 'Support Ava at Maple Fun Run',
    Text: 'Ava is running laps for Lincoln Elementary. Pledge here: https://thon.test/p/ava',
    ...overrides,
  };
}

/** The Thon as GetThonRoster and SetThonOrganizer answer it, from its console row. */
function thonOf(row: ConsoleThon) {
  return {
    EventId: row.EventId,
    EventCode: row.EventCode,
    Name: row.Name,
    OrganizationId: row.OrganizationId,
    OrganizationName: row.OrganizationName,
    OrganizationType: 'Elementary School',
    SchoolLevel: 'Elementary',
    City: 'Dallas',
    State: 'TX',
    Status: row.Status,
    StartDate: row.StartDate,
    EndDate: row.EndDate,
    TimeZone: 'America/Chicago',
    UnitName: 'lap',
    Goal: 10000,
    MinUnits: 0,
    MaxUnits: 0,
  };
}

interface Options {
  thon?: ConsoleThon;
  users?: AdminUser[];
  leaders?: { UserId: string; Name: string; AssignedAt: string }[];
  outbox?: OutboxMessage[];
  /** Users the search still shows active whom the API finds deactivated (since the search). */
  staleUsers?: string[];
}

export function consoleThonPageApi(options: Options = {}) {
  let row = options.thon ?? consoleThonFixture();
  const users = options.users ?? [tinaLeader, omarOrganizer, paulParent];
  let leaders = options.leaders ?? [];
  const sent = {
    organizers: [] as string[],
    organizerLookups: [] as string[],
    assigned: [] as string[],
    removed: [] as string[],
    testMarks: [] as boolean[],
  };
  // consoleThonApi reads this array on each request: a changed mark shows in the Thon's row.
  const listed = [row];
  const rows = consoleThonApi({ thons: listed });
  const known = (eventId: unknown) => eventId === row.EventId;
  const missing = () => HttpResponse.json({ message: notFound }, { status: 404 });
  const leadersBody = () => ({ EventId: row.EventId, TeamLeaders: leaders });
  const userOf = (id: string) => {
    const user = users.find((candidate) => candidate.UserId === id);
    return user && options.staleUsers?.includes(id) ? { ...user, Active: false } : user;
  };
  const handlers = [
    http.get(mswPath(eventRoutes.getThonRoster), ({ params }) =>
      known(params.eventId)
        ? HttpResponse.json({ Thon: thonOf(row), Teams: [], Participants: [] })
        : missing(),
    ),
    http.get(mswPath(eventRoutes.listThonTeamLeaders), ({ params }) =>
      known(params.eventId) ? HttpResponse.json(leadersBody()) : missing(),
    ),
    http.post(mswPath(eventRoutes.assignThonTeamLeader), async ({ request }) => {
      const body = (await request.json()) as { EventId: string; UserId: string };
      sent.assigned.push(body.UserId);
      const user = userOf(body.UserId);
      if (!known(body.EventId) || !user) return missing();
      if (user.Role !== 'franchisee-team-leader' || !user.Active || user.FranchiseId !== row.FranchiseId)
        return HttpResponse.json({ message: notFranchiseTeamLeader }, { status: 409 });
      const name = `${user.FirstName} ${user.LastName}`;
      leaders = [...leaders, { UserId: user.UserId, Name: name, AssignedAt: '2026-03-01T12:00:00.000Z' }];
      return HttpResponse.json(leadersBody());
    }),
    http.post(mswPath(eventRoutes.removeThonTeamLeader), async ({ request }) => {
      const body = (await request.json()) as { EventId: string; UserId: string };
      sent.removed.push(body.UserId);
      if (!known(body.EventId)) return missing();
      leaders = leaders.filter((leader) => leader.UserId !== body.UserId);
      return HttpResponse.json(leadersBody());
    }),
    http.post(mswPath(eventRoutes.setThonOrganizer), async ({ request }) => {
      const body = (await request.json()) as { EventId: string; UserId: string };
      sent.organizers.push(body.UserId);
      const user = userOf(body.UserId);
      if (!known(body.EventId) || !user) return missing();
      if (user.Role !== 'organizer' || !user.Active)
        return HttpResponse.json({ message: notActiveOrganizer }, { status: 409 });
      row = { ...row, Organizer: { UserId: user.UserId, Name: `${user.FirstName} ${user.LastName}` } };
      listed[0] = row;
      return HttpResponse.json(thonOf(row));
    }),
    http.get(mswPath(usersAdminRoutes.findOrganizer), ({ request }) => {
      const email = (new URL(request.url).searchParams.get('Email') ?? '').trim().toLowerCase();
      sent.organizerLookups.push(email);
      const user = users.find((candidate) => candidate.Email.toLowerCase() === email);
      const found = user?.Role === 'organizer' && user.Active;
      return HttpResponse.json({
        Organizers: found ? [{ UserId: user.UserId, Name: `${user.FirstName} ${user.LastName}` }] : [],
      });
    }),
    http.post(mswPath(eventRoutes.setThonTest), async ({ request }) => {
      const body = (await request.json()) as { EventId: string; IsTest: boolean };
      sent.testMarks.push(body.IsTest);
      if (!known(body.EventId)) return missing();
      if (row.Status !== 'draft') return HttpResponse.json({ message: thonTestMarkLocked }, { status: 409 });
      row = { ...row, IsTest: body.IsTest };
      listed[0] = row;
      return HttpResponse.json({ EventId: row.EventId, IsTest: row.IsTest });
    }),
    http.get(mswPath(sharingRoutes.getTestOutbox), ({ params }) =>
      known(params.eventId) && row.IsTest
        ? HttpResponse.json({ EventId: row.EventId, Messages: options.outbox ?? [] })
        : missing(),
    ),
  ];
  const search = usersAdminApi({ users });
  return {
    handlers: [...handlers, ...rows.handlers, ...search.handlers],
    sent,
    searches: search.sent.searches,
  };
}
