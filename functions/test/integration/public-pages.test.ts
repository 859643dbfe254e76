// The public donor pages through the local gateway: cache headers, names shown as first name and
// last initial, no surname anywhere in the JSON, the top-4 team leaderboard, default goal.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { teamLeaderboardSize } from '@thon/shared/catalog/limits';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';

const { apiUrl } = useStackEnvironment();
const surname = 'Quillfeather';
let eventId: string;
let participantId: string;

async function get(path: string) {
  const response = await fetch(`${apiUrl}${path}`);
  return {
    status: response.status,
    text: await response.text(),
    cacheControl: response.headers.get('cache-control'),
  };
}

beforeAll(async () => {
  ({ eventId } = await createTestEvent());
  for (let team = 0; team < 6; team += 1) {
    const teamId = await createTestTeam(eventId);
    for (let student = 0; student <= team; student += 1) {
      const created = await createTestParticipant(eventId, teamId, {
        firstName: `Kid${team}${student}`,
        lastName: surname,
      });
      participantId = created.participantId;
    }
  }
});

describe('GET /api/events/GetEventPage/{eventId}', () => {
  it('answers the page, public and cacheable, without any surname', async () => {
    const answer = await get(`/api/events/GetEventPage/${eventId}`);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(answer.text).not.toContain(surname);
    const page = JSON.parse(answer.text) as {
      Participants: { DisplayName: string; PagePath: string }[];
      TopTeams: { ParticipantCount: number }[];
      Progress: number;
      Goal: number;
    };
    expect(page).toMatchObject({
      EventId: eventId,
      Name: 'Integration Fun Run',
      Raised: 0,
      Progress: 0,
      Goal: 5000,
    });
    expect(page.Participants).toHaveLength(21);
    expect(page.Participants[0]?.DisplayName).toBe('Kid00 Q.');
    expect(page.TopTeams).toHaveLength(teamLeaderboardSize);
    expect(page.TopTeams.map((team) => team.ParticipantCount)).toEqual([6, 5, 4, 3]);
    const student = await get(page.Participants[0]?.PagePath ?? '');
    expect(student.status).toBe(200);
  });

  it('answers 404 for an unknown or draft event', async () => {
    expect((await get('/api/events/GetEventPage/nope')).status).toBe(404);
    const draft = await createTestEvent({ status: 'draft' });
    expect((await get(`/api/events/GetEventPage/${draft.eventId}`)).status).toBe(404);
  });
});

describe('GET /api/participants/GetStudentPage/{participantId}', () => {
  it('shows first name and last initial, goal, progress and units, and never the surname', async () => {
    const answer = await get(`/api/participants/GetStudentPage/${participantId}`);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(answer.text).not.toContain(surname);
    expect(JSON.parse(answer.text)).toEqual({
      ParticipantId: participantId,
      EventId: eventId,
      DisplayName: 'Kid55 Q.',
      Goal: defaultPersonalGoal,
      Raised: 0,
      Progress: 0,
      Units: 0,
      UnitName: 'lap',
      StudentPageVariant: 'desktop',
      Pledged: 0,
      Supporters: [],
    });
    expect((await get('/api/participants/GetStudentPage/nobody')).status).toBe(404);
  });
});

describe('amounts raised on the public pages', () => {
  it('sums each participant’s credited cents per team and event, ranks teams by money, caps progress', async () => {
    const { creditRaised } = await import('../../src/data/repositories/participants-repository');
    const { eventId: moneyEvent } = await createTestEvent();
    const teams: { teamId: string; participantIds: string[] }[] = [];
    for (let team = 0; team < 5; team += 1) {
      const teamId = await createTestTeam(moneyEvent);
      const participantIds: string[] = [];
      // Team 0 has the most runners; the money decides the order, not the head count.
      for (let student = 0; student < 5 - team; student += 1) {
        participantIds.push((await createTestParticipant(moneyEvent, teamId)).participantId);
      }
      teams.push({ teamId, participantIds });
    }
    const [team0, team1, team2, team3, team4] = teams;
    const star = team4?.participantIds[0] ?? '';
    // 20 donors pledge $1.05 to the same runner at once (each pledge its own idempotency key), and
    // each pledge's message arrives twice: the transaction keeps every pledge and counts each once.
    const pledges = Array.from({ length: 20 }, (_, index) => `pledge-${moneyEvent}-${index}`);
    const outcomes = await Promise.all(
      [...pledges, ...pledges].map((pledgeId) => creditRaised(star, 105, pledgeId)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'applied')).toHaveLength(20);
    let credit = 0;
    const creditOnce = (participantId: string | undefined, cents: number) =>
      creditRaised(participantId ?? '', cents, `credit-${moneyEvent}-${(credit += 1)}`);
    await creditOnce(star, 38_000); // $380 more: $401 in all, over the $350 goal
    await creditOnce(team3?.participantIds[0], 12_550);
    await creditOnce(team3?.participantIds[1], 1);
    await creditOnce(team1?.participantIds[0], 5_000);
    await creditOnce(team2?.participantIds[2], 999);

    const page = JSON.parse((await get(`/api/events/GetEventPage/${moneyEvent}`)).text) as {
      Raised: number;
      Progress: number;
      TopTeams: { TeamId: string; Raised: number }[];
    };
    // 401.00 + 125.51 + 50.00 + 9.99 = 586.50 of the $5,000 goal: 11 %.
    expect(page.Raised).toBe(586.5);
    expect(page.Progress).toBe(11);
    expect(page.TopTeams).toEqual([
      expect.objectContaining({ TeamId: team4?.teamId, Raised: 401 }),
      expect.objectContaining({ TeamId: team3?.teamId, Raised: 125.51 }),
      expect.objectContaining({ TeamId: team1?.teamId, Raised: 50 }),
      expect.objectContaining({ TeamId: team2?.teamId, Raised: 9.99 }),
    ]);
    expect(page.TopTeams.map((team) => team.TeamId)).not.toContain(team0?.teamId);

    const student = JSON.parse((await get(`/api/participants/GetStudentPage/${star}`)).text) as {
      Raised: number;
      Progress: number;
    };
    expect(student).toMatchObject({ Raised: 401, Progress: 100 });
  });
});
