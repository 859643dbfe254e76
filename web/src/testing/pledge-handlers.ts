// msw handlers and fixtures for the pledge lists and reports (GetPledgesByParticipant,
// GetMyPledges, GetThonPledges, RecordOfflinePledge). Tests add them with
// server.use(...pledgeApi().handlers); each call starts fresh and records what the page sent.
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import { mswPath } from './handlers';

export const avaPledges = {
  ParticipantId: 'p-ava',
  DisplayName: 'Ava A.',
  EventName: 'Maple Fun Run',
  UnitName: 'lap',
  Units: 4,
  Raised: 75,
  Pledged: 8,
  Pledges: [
    {
      PledgeId: 'pl-1',
      Kind: 'PerUnit',
      Status: 'Scheduled',
      DonorName: 'Grandma R.',
      Amount: 2,
      MaxUnits: 20,
      Estimated: 8,
      Message: 'Run fast, Ava!',
      CreatedAt: '2026-04-02T15:00:00.000Z',
    },
    {
      PledgeId: 'pl-2',
      Kind: 'Flat',
      Status: 'Charged',
      DonorName: 'Anonymous',
      Amount: 50,
      Estimated: 50,
      CreatedAt: '2026-04-03T15:00:00.000Z',
    },
    {
      PledgeId: 'pl-3',
      Kind: 'Offline',
      Status: 'Offline',
      DonorName: 'Uncle Joe',
      Amount: 25,
      Estimated: 25,
      CreatedAt: '2026-04-04T15:00:00.000Z',
    },
  ],
};

export const benPledges = {
  ...avaPledges,
  ParticipantId: 'p-ben',
  DisplayName: 'Ben B.',
  Raised: 0,
  Pledged: 0,
  Pledges: [],
};

export const myPledgesFixture = {
  Made: [
    {
      PledgeId: 'pl-9',
      Kind: 'PerUnit',
      Status: 'Pending',
      DonorName: 'Maria J.',
      Amount: 1.5,
      Estimated: 0,
      CreatedAt: '2026-04-01T12:00:00.000Z',
      ParticipantName: 'Noah K.',
      EventName: 'Spring Fun Run',
      UnitName: 'mile',
    },
  ],
  Received: [
    { ...avaPledges, ParticipantId: 'participant-ava', DisplayName: 'Ava J.' },
    { ...benPledges, ParticipantId: 'participant-leo', DisplayName: 'Leo J.' },
  ],
};

/** One GetThonPledges row. */
export function thonPledgeRow(index: number, overrides: Record<string, unknown> = {}) {
  return {
    PledgeId: `tp-${index}`,
    Kind: 'Flat',
    Status: 'Charged',
    DonorName: `Donor ${index}`,
    Amount: 10 * index,
    Estimated: 10 * index,
    CreatedAt: `2026-04-${String((index % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    ParticipantId: 'p-ava',
    ParticipantName: 'Ava Adams',
    TeamId: 't-12',
    TeamName: 'Room 12',
    DonorEmail: `donor${index}@example.com`,
    Anonymous: false,
    Source: 'facebook',
    ...overrides,
  };
}

/** All pledges of the fake Thon: 23 rows, one with a formula-like donor name, one with a message. */
export const thonPledgeRows = Array.from({ length: 23 }, (_, index) =>
  thonPledgeRow(
    index + 1,
    index === 0
      ? { DonorName: '=HYPERLINK("http://evil")', Kind: 'PerUnit', Status: 'Scheduled', MaxUnits: 10, Source: undefined }
      : index === 2
        ? { Message: 'Run, Ava, run!' }
        : {},
  ),
);

export function pledgeApi(options: { offlineRefusal?: string } = {}) {
  const thonQueries: Record<string, string>[] = [];
  const offlineBodies: unknown[] = [];
  const participantCalls: string[] = [];
  const messageBodies: { PledgeId: string; MessageHidden: boolean }[] = [];
  // What the organizer set, kept as the API keeps it: the list reads it back after a reload.
  const messageHidden = new Map<string, boolean>();
  const participants: Record<string, typeof avaPledges> = {
    'p-ava': avaPledges,
    'p-ben': benPledges,
    // The participant account's own child (participant-handlers.ts).
    'participant-ava': { ...avaPledges, DisplayName: 'Ava J.' },
  };
  const handlers = [
    http.get(mswPath(routes.getPledgesByParticipant), ({ params }) => {
      const id = String(params.participantId);
      participantCalls.push(id);
      const found = participants[id];
      return found
        ? HttpResponse.json({ ...found, ParticipantId: id })
        : HttpResponse.json({ message: 'No such participant.' }, { status: 404 });
    }),
    http.get(mswPath(routes.getMyPledges), () => HttpResponse.json(myPledgesFixture)),
    http.get(mswPath(routes.getThonPledges), ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      thonQueries.push(query);
      const page = Number(query.Page ?? 1);
      const size = Number(query.PageSize ?? 10);
      const rows = thonPledgeRows
        .map((row) => {
          const hidden = messageHidden.get(row.PledgeId);
          return hidden === undefined ? row : { ...row, MessageHidden: hidden };
        })
        .filter(
          (row) =>
            (!query.Status || row.Status === query.Status) &&
            (!query.Kind || row.Kind === query.Kind) &&
            (!query.TeamId || row.TeamId === query.TeamId) &&
            (!query.Source || (row.Source ?? 'direct') === query.Source),
        );
      return HttpResponse.json({
        EventId: String(params.eventId),
        Page: page,
        PageSize: size,
        Total: rows.length,
        Totals: {
          Raised: 2500 + offlineBodies.length * 100,
          Pledged: 320,
          Count: rows.length + offlineBodies.length,
        },
        BySource: [
          { Source: 'facebook', Count: 22, Amount: 2750 },
          { Source: 'direct', Count: 1, Amount: 10 },
        ],
        Pledges: rows.slice((page - 1) * size, page * size),
      });
    }),
    http.post(mswPath(routes.setPledgeMessageHidden), async ({ request }) => {
      const body = (await request.json()) as { PledgeId: string; MessageHidden: boolean };
      messageBodies.push(body);
      messageHidden.set(body.PledgeId, body.MessageHidden);
      return HttpResponse.json(body);
    }),
    http.post(mswPath(routes.recordOfflinePledge), async ({ request }) => {
      const body = (await request.json()) as { Amount: number; DonorName: string; ParticipantId: string };
      if (options.offlineRefusal) return HttpResponse.json({ message: options.offlineRefusal }, { status: 403 });
      offlineBodies.push(body);
      return HttpResponse.json({
        PledgeId: `off-${offlineBodies.length}`,
        Kind: 'Offline',
        Status: 'Offline',
        DonorName: body.DonorName,
        Amount: body.Amount,
        Estimated: body.Amount,
        CreatedAt: '2026-04-05T10:00:00.000Z',
      });
    }),
  ];
  return { handlers, thonQueries, offlineBodies, participantCalls, messageBodies };
}
