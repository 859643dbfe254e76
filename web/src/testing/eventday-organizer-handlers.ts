// msw handlers for the organizer's event-day page: an in-memory fake of the Thon's classes
// (GetThonRoster), GetEventDayRoster, IssueLapTokens (tokens made once, kept after), RevokeLapToken,
// the counting codes (create, list newest first, revoke), ListRunnerLaps, CorrectLapCount (refused
// above the Thon's maximum) and UpdateEventDaySettings (refused once the Thon is completed, with
// the API's wording). What was sent is recorded for the tests.
import { http, HttpResponse } from 'msw';
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { eventRoutes } from '@thon/shared/api/routes/events';
import type {
  BibRunner,
  CountingCodeRow,
  EventDayRoster,
  ListRunnerLapsResponse,
  RosterRunner,
} from '@thon/shared/api/schemas/eventday';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { settingsLockedCompleted } from '@thon/shared/catalog/eventday-messages';
import { mswPath } from './handlers';
import { thonFixture } from './thon-handlers';

/** What the fake CorrectLapCount answers above the Thon's maximum (the API's own words are U's). */
export const overMaxRefusal = 'The number of laps must be from 0 to 30.';

const classes = [
  { TeamId: 't-12', Name: 'Room 12' },
  { TeamId: 't-14', Name: 'Room 14' },
];
const participants = [
  { ParticipantId: 'p-ava', TeamId: 't-12', FirstName: 'Ava', LastName: 'Adams', token: 'AVAAAAAAAA22' },
  { ParticipantId: 'p-ben', TeamId: 't-12', FirstName: 'Ben', LastName: 'Brown', token: 'BENBBBBBBB33' },
  { ParticipantId: 'p-cal', TeamId: 't-12', FirstName: 'Cal', LastName: 'Cruz', token: 'CALCCCCCCC44' },
  { ParticipantId: 'p-dee', TeamId: 't-14', FirstName: 'Dee', LastName: 'Diaz', token: 'DEEDDDDDDD55' },
];

export function eventDayOrganizerApi(options: { status?: EventStatus; issued?: boolean } = {}) {
  const thon = thonFixture(options.status ?? 'live');
  let cooldown = 20;
  const tokens = new Map<string, string>();
  const laps = new Map<string, number>([['p-ava', 3]]);
  let codes: CountingCodeRow[] = [];
  let codeNumber = 0;
  const sent = {
    issued: [] as { EventId: string; TeamId?: string }[],
    revokedTokens: [] as string[],
    createdCodes: [] as string[],
    revokedCodes: [] as string[],
    corrections: [] as { ParticipantId: string; Laps: number; Reason: string }[],
    settings: [] as number[],
  };
  const teamName = (teamId: string) => classes.find((team) => team.TeamId === teamId)?.Name ?? '';
  const bibOf = (participant: (typeof participants)[number]): BibRunner => {
    const token = tokens.get(participant.ParticipantId) ?? participant.token;
    return {
      ParticipantId: participant.ParticipantId,
      FirstName: participant.FirstName,
      LastInitial: participant.LastName.charAt(0),
      TeamId: participant.TeamId,
      TeamName: teamName(participant.TeamId),
      LapToken: token,
      QrPayload: `THONLAP-${token}`,
    };
  };
  const runnerOf = (participant: (typeof participants)[number]): RosterRunner => {
    const { QrPayload: _payload, ...bib } = bibOf(participant);
    return { ...bib, Laps: laps.get(participant.ParticipantId) ?? 0, OverMax: 0 };
  };
  if (options.issued ?? true) for (const entry of participants) tokens.set(entry.ParticipantId, entry.token);
  const roster = (): EventDayRoster => ({
    EventId: thon.EventId,
    EventCode: thon.EventCode,
    EventName: thon.Name,
    Status: thon.Status,
    CooldownSeconds: cooldown,
    MaxUnits: 30,
    TimeZone: thon.TimeZone,
    CountingUntil: null,
    Counter: { Kind: 'user', Name: 'Priya Patel' },
    Runners: participants.filter((entry) => tokens.has(entry.ParticipantId)).map(runnerOf),
    ServerTime: new Date().toISOString(),
  });
  const handlers = [
    http.get(mswPath(eventRoutes.getThonRoster), () =>
      HttpResponse.json({
        Thon: thon,
        Teams: classes.map((team) => ({ ...team, Leader: null, Teacher: null })),
        Participants: [],
      }),
    ),
    http.get(mswPath(eventDayRoutes.getEventDayRoster), () => HttpResponse.json(roster())),
    http.get(mswPath(eventDayRoutes.listCountingCodes), () => HttpResponse.json({ Codes: codes })),
    http.post(mswPath(eventDayRoutes.issueLapTokens), async ({ request }) => {
      const body = (await request.json()) as { EventId: string; TeamId?: string };
      sent.issued.push(body);
      const chosen = participants.filter((entry) => !body.TeamId || entry.TeamId === body.TeamId);
      for (const entry of chosen)
        if (!tokens.has(entry.ParticipantId)) tokens.set(entry.ParticipantId, entry.token);
      return HttpResponse.json({
        EventId: thon.EventId,
        EventName: thon.Name,
        EventCode: thon.EventCode,
        Teams: classes,
        Bibs: chosen.map(bibOf),
      });
    }),
    http.post(mswPath(eventDayRoutes.revokeLapToken), async ({ request }) => {
      const body = (await request.json()) as { ParticipantId: string };
      sent.revokedTokens.push(body.ParticipantId);
      const participant = participants.find((entry) => entry.ParticipantId === body.ParticipantId);
      if (!participant)
        return HttpResponse.json({ message: 'This runner is not in this Thon.' }, { status: 404 });
      tokens.set(participant.ParticipantId, 'NEWTOKEN2345');
      return HttpResponse.json(bibOf(participant));
    }),
    http.post(mswPath(eventDayRoutes.createCountingCode), async ({ request }) => {
      const body = (await request.json()) as { Label: string };
      sent.createdCodes.push(body.Label);
      codeNumber += 1;
      const codeId = `CODE${codeNumber}AAA`.slice(0, 8);
      const row: CountingCodeRow = {
        CodeId: codeId,
        Label: body.Label.trim(),
        CreatedAt: '2026-05-01T13:00:00.000Z',
        CreatedByName: 'Priya Patel',
        ExpiresAt: '2026-05-02T04:00:00.000Z',
        RevokedAt: null,
        Status: 'active',
      };
      codes = [row, ...codes];
      const code = `${codeId}SECRETSECRET2345`;
      return HttpResponse.json({
        ...row,
        Code: code,
        CountingPath: `/eventday/${thon.EventCode}#code=${code}`,
      });
    }),
    http.post(mswPath(eventDayRoutes.revokeCountingCode), async ({ request }) => {
      const body = (await request.json()) as { CodeId: string };
      sent.revokedCodes.push(body.CodeId);
      codes = codes.map((row) =>
        row.CodeId === body.CodeId
          ? { ...row, Status: 'revoked', RevokedAt: '2026-05-01T14:00:00.000Z' }
          : row,
      );
      const row = codes.find((entry) => entry.CodeId === body.CodeId);
      return row ? HttpResponse.json(row) : HttpResponse.json({ message: 'No such code.' }, { status: 404 });
    }),
    http.get(mswPath(eventDayRoutes.listRunnerLaps), ({ request }) => {
      const participantId = new URL(request.url).searchParams.get('ParticipantId') ?? '';
      const participant = participants.find((entry) => entry.ParticipantId === participantId);
      if (!participant)
        return HttpResponse.json({ message: 'This runner is not in this Thon.' }, { status: 404 });
      const answer: ListRunnerLapsResponse = {
        Runner: { ...runnerOf(participant), Duplicates: 1, Adjustment: 0 },
        Scans: [
          {
            ScanId: 'scan-2',
            ScannedAt: '2026-05-01T14:00:10.000Z',
            ReceivedAt: '2026-05-01T14:00:11.000Z',
            Result: 'duplicate',
            CountedBy: { Kind: 'code', Name: 'Lap line 2' },
            DuplicateOf: 'scan-1',
          },
          {
            ScanId: 'scan-1',
            ScannedAt: '2026-05-01T14:00:00.000Z',
            ReceivedAt: '2026-05-01T14:00:01.000Z',
            Result: 'counted',
            CountedBy: { Kind: 'user', Name: 'Priya Patel' },
            DuplicateOf: null,
          },
        ],
      };
      return HttpResponse.json(answer);
    }),
    http.post(mswPath(eventDayRoutes.correctLapCount), async ({ request }) => {
      const body = (await request.json()) as { ParticipantId: string; Laps: number; Reason: string };
      sent.corrections.push(body);
      if (body.Laps > 30) return HttpResponse.json({ message: overMaxRefusal }, { status: 400 });
      laps.set(body.ParticipantId, body.Laps);
      const participant = participants.find((entry) => entry.ParticipantId === body.ParticipantId);
      return participant
        ? HttpResponse.json(runnerOf(participant))
        : HttpResponse.json({ message: 'This runner is not in this Thon.' }, { status: 404 });
    }),
    http.post(mswPath(eventDayRoutes.updateEventDaySettings), async ({ request }) => {
      const body = (await request.json()) as { EventId: string; CooldownSeconds: number };
      sent.settings.push(body.CooldownSeconds);
      if (thon.Status === 'completed')
        return HttpResponse.json({ message: settingsLockedCompleted }, { status: 409 });
      cooldown = body.CooldownSeconds;
      return HttpResponse.json({ EventId: body.EventId, CooldownSeconds: cooldown });
    }),
  ];
  return { handlers, sent };
}
