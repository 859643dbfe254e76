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
      StudentPageVariant: 'desktop',
    });
    expect((await get('/api/participants/GetStudentPage/nobody')).status).toBe(404);
  });
});
