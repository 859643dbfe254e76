// The gym's screen over HTTP against the emulator: laps recorded through IssueLapTokens and
// RecordLaps show at once in the totals, the classes (by laps, participation rounded down) and the
// latest laps; a hidden child and one awaiting approval count in the totals and are never named;
// no surname and no child's money anywhere in the answer; public and cached 5 s at the edge; an
// unknown code and a draft Thon answer 404.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDayScreen } from '@thon/shared/api/schemas/eventday';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant } from './test-events';
import { setParticipant } from './test-prize-awards';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const surname = 'Quillfeather';

let organizer: SignedInTestUser;

beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'edscreen');
});

async function getScreen(eventCode: string) {
  const response = await fetch(`${apiUrl}/api/eventday/GetEventDayScreen/${eventCode}`);
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as EventDayScreen & { message?: string },
    cacheControl: response.headers.get('cache-control'),
  };
}

async function team(eventId: string, name: string) {
  const { createTeam } = await import('../../src/data/repositories/teams-repository');
  const teamId = randomUUID();
  await createTeam({ eventId, teamId, name });
  return teamId;
}

async function kid(eventId: string, teamId: string, firstName: string, raisedCents = 0) {
  const { participantId } = await createTestParticipant(eventId, teamId, { firstName, lastName: surname });
  if (raisedCents > 0) {
    const { creditRaised } = await import('../../src/data/repositories/participants-repository');
    await creditRaised(participantId, raisedCents, randomUUID());
  }
  return participantId;
}

/** Each bib's token by participant, issued by the organizer. */
async function issueBibs(eventId: string): Promise<Map<string, string>> {
  const answer = await api.post('/api/eventday/IssueLapTokens', { EventId: eventId }, organizer.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { Bibs } = answer.body as { Bibs: { ParticipantId: string; LapToken: string }[] };
  return new Map(Bibs.map((bib) => [bib.ParticipantId, bib.LapToken]));
}

describe('GET /api/eventday/GetEventDayScreen/{eventCode}', () => {
  const now = Date.now();
  const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  let eventCode: string;
  let screen: Awaited<ReturnType<typeof getScreen>>;

  beforeAll(async () => {
    const event = await createTestEvent({ organizerUserId: organizer.userId });
    eventCode = event.eventCode;
    const maple = await team(event.eventId, 'Room Maple');
    const oak = await team(event.eventId, 'Room Oak');
    const ava = await kid(event.eventId, maple, 'Avalina', 1_500);
    await kid(event.eventId, maple, 'Benedikt');
    const cam = await kid(event.eventId, maple, 'Camberly', 2_500);
    const dee = await kid(event.eventId, oak, 'Deliora');
    const eli = await kid(event.eventId, oak, 'Elisandre', 700);
    const tokens = await issueBibs(event.eventId);
    const { setParticipantHidden } = await import('../../src/data/repositories/participants-repository');
    await setParticipantHidden(event.eventId, cam, true);

    // Laps a cooldown and more apart: Avalina 2, Camberly (hidden) 3, Deliora 1, Elisandre 1.
    const lap = (participantId: string, seconds: number) => ({
      Op: 'lap',
      ScanId: randomUUID(),
      LapToken: tokens.get(participantId),
      ScannedAt: secondsAgo(seconds),
    });
    const recorded = await api.post(
      '/api/eventday/RecordLaps',
      {
        EventId: event.eventId,
        Ops: [
          lap(ava, 200),
          lap(cam, 190),
          lap(ava, 150),
          lap(cam, 140),
          lap(dee, 120),
          lap(cam, 100),
          lap(eli, 90),
        ],
      },
      organizer.headers,
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const { Results } = recorded.body as { Results: { Result: string }[] };
    expect(Results.map((result) => result.Result)).toEqual(Array.from({ length: 7 }, () => 'counted'));
    // Elisandre's parent created her after the bibs were printed: she awaits approval again.
    await setParticipant(eli, { awaitingApproval: true });

    screen = await getScreen(eventCode);
  });

  it('is public and cached 5 s at the edge', () => {
    expect(screen.status, screen.text).toBe(200);
    expect(screen.cacheControl).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
  });

  it("totals everyone's laps and money right after the laps are recorded, hidden and waiting children included", () => {
    expect(screen.body).toMatchObject({
      EventName: 'Integration Fun Run',
      Status: 'live',
      TotalLaps: 7,
      Runners: 4,
      Participants: 5,
      RaisedCents: 4_700,
    });
    expect(Date.parse(screen.body.GeneratedAt)).toBeGreaterThanOrEqual(now);
  });

  it('ranks the classes by laps, with participation as runners over participants rounded down', () => {
    expect(screen.body.Classes.map(({ TeamId: _id, ...figures }) => figures)).toEqual([
      { Name: 'Room Maple', Laps: 5, Runners: 2, Participants: 3, ParticipationPercent: 66 },
      { Name: 'Room Oak', Laps: 2, Runners: 2, Participants: 2, ParticipationPercent: 100 },
    ]);
  });

  it('lists the latest lap of each runner donors may see, newest first, by first name and last initial', () => {
    expect(screen.body.RecentLaps).toEqual([
      { FirstName: 'Deliora', LastInitial: 'Q', TeamName: 'Room Oak', Lap: 1, At: secondsAgo(120) },
      { FirstName: 'Avalina', LastInitial: 'Q', TeamName: 'Room Maple', Lap: 2, At: secondsAgo(150) },
    ]);
  });

  it("names no hidden or waiting child, holds no surname and no child's money", () => {
    // The answer names the runners it may (so the absences below are the screen's, not an error's).
    expect(screen.text).toContain('"Avalina"');
    expect(screen.text).not.toContain(surname);
    expect(screen.text).not.toContain('Camberly');
    expect(screen.text).not.toContain('Elisandre');
    expect(screen.text).not.toContain('Benedikt');
    expect(screen.text).not.toMatch(/"(1500|2500|700)"|:(1500|2500|700)[,}]/u);
  });

  it('reads the event code as typed on a flyer (case and spaces do not matter)', async () => {
    const typed = await getScreen(encodeURIComponent(` ${eventCode.toLowerCase()} `));
    expect(typed.status, typed.text).toBe(200);
    expect(typed.body.TotalLaps).toBe(7);
  });
});

describe('a screen that does not exist', () => {
  it('answers 404 for an unknown event code, not cached', async () => {
    const answer = await getScreen(`NOPE${randomUUID().slice(0, 6).toUpperCase()}`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No such event.');
    expect(answer.cacheControl).toBe('no-store');
  });

  it('answers 404 for a draft Thon, as its event page does', async () => {
    const { eventCode } = await createTestEvent({ status: 'draft', organizerUserId: organizer.userId });
    const answer = await getScreen(eventCode);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No such event.');
  });
});
