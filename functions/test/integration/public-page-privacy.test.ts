// Children's privacy on the public pages: draft events serve no student page, an
// organizer can hide a participant (SetParticipantHidden), and a completed Thon stops naming its
// children once its end date is older than the retention period. Totals always keep their money.
import { beforeAll, describe, expect, it } from 'vitest';
import { publicNamesRetentionDays } from '@thon/shared/catalog/privacy';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

interface EventPage {
  Raised: number;
  ParticipantsListed: boolean;
  Participants: { ParticipantId: string; DisplayName: string }[];
  TopTeams: { TeamId: string; Raised: number; ParticipantCount: number }[];
}
const eventPage = async (eventId: string) => {
  const answer = await api.get(`/api/events/GetEventPage/${eventId}`);
  expect(answer.status).toBe(200);
  return answer.body as EventPage;
};
const studentPageStatus = async (participantId: string) =>
  (await api.get(`/api/participants/GetStudentPage/${participantId}`)).status;

const credit = async (participantId: string, cents: number) => {
  const { creditRaised } = await import('../../src/data/repositories/participants-repository');
  await creditRaised(participantId, cents, `test-credit-${participantId}-${cents}`);
};

/** The UTC calendar date `days` before today (YYYY-MM-DD). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('draft events', () => {
  it('serve no student page, as they serve no event page', async () => {
    const { eventId } = await createTestEvent({ status: 'draft' });
    const teamId = await createTestTeam(eventId);
    const { participantId } = await createTestParticipant(eventId, teamId);
    expect((await api.get(`/api/events/GetEventPage/${eventId}`)).status).toBe(404);
    expect(await studentPageStatus(participantId)).toBe(404);
  });
});

describe('POST /api/events/SetParticipantHidden/{eventId}', () => {
  let organizer: Awaited<ReturnType<typeof signedInTestUser>>;
  const path = (id: string) => `/api/events/SetParticipantHidden/${id}`;
  /** A fresh Thon of the organizer's with one team (tests run in random order). */
  async function organizersThon() {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    return { eventId, teamId: await createTestTeam(eventId) };
  }

  beforeAll(async () => {
    organizer = await signedInTestUser('organizer', 'hide-organizer');
  });

  it('leaves a hidden participant off the event page and 404s their page; totals keep their money', async () => {
    const { eventId, teamId } = await organizersThon();
    const hidden = await createTestParticipant(eventId, teamId, { firstName: 'Hana' });
    const shown = await createTestParticipant(eventId, teamId, { firstName: 'Sam' });
    await credit(hidden.participantId, 2_500);
    await credit(shown.participantId, 1_000);

    expect(
      await api.post(
        path(eventId),
        { ParticipantId: hidden.participantId, HiddenFromPublic: true },
        organizer.headers,
      ),
    ).toEqual({ status: 200, body: { ParticipantId: hidden.participantId, HiddenFromPublic: true } });

    const page = await eventPage(eventId);
    expect(page.Participants.map((entry) => entry.ParticipantId)).toEqual([shown.participantId]);
    expect(JSON.stringify(page)).not.toContain('Hana');
    expect(page.Raised).toBe(35);
    expect(page.TopTeams).toEqual([
      expect.objectContaining({ TeamId: teamId, Raised: 35, ParticipantCount: 2 }),
    ]);
    expect(await studentPageStatus(hidden.participantId)).toBe(404);
    expect(await studentPageStatus(shown.participantId)).toBe(200);

    // The organizer's roster shows the flag, so the Thon page can offer to show them again.
    const roster = await api.get(`/api/events/GetThonRoster/${eventId}`, organizer.headers);
    expect(roster.body).toMatchObject({
      Participants: expect.arrayContaining([
        expect.objectContaining({ ParticipantId: hidden.participantId, HiddenFromPublic: true }),
        expect.objectContaining({ ParticipantId: shown.participantId, HiddenFromPublic: false }),
      ]),
    });

    await api.post(
      path(eventId),
      { ParticipantId: hidden.participantId, HiddenFromPublic: false },
      organizer.headers,
    );
    expect((await eventPage(eventId)).Participants).toHaveLength(2);
    expect(await studentPageStatus(hidden.participantId)).toBe(200);
  });

  it("invalidates the event page and the participant's page", async () => {
    const { ListInvalidationsCommand, GetInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
    const { cloudFrontClient } = await import('../../src/platform/clients/cloudfront');
    const { eventId, teamId } = await organizersThon();
    const { participantId } = await createTestParticipant(eventId, teamId);
    await api.post(
      path(eventId),
      { ParticipantId: participantId, HiddenFromPublic: true },
      organizer.headers,
    );
    const DistributionId = process.env.DISTRIBUTION_ID ?? '';
    const { InvalidationList } = await cloudFrontClient().send(
      new ListInvalidationsCommand({ DistributionId }),
    );
    const batches = await Promise.all(
      (InvalidationList?.Items ?? []).map(async ({ Id }) => {
        const { Invalidation } = await cloudFrontClient().send(
          new GetInvalidationCommand({ DistributionId, Id }),
        );
        return Invalidation?.InvalidationBatch?.Paths?.Items ?? [];
      }),
    );
    expect(batches).toContainEqual(
      expect.arrayContaining([
        `/api/events/GetEventPage/${eventId}`,
        `/api/participants/GetStudentPage/${participantId}`,
      ]),
    );
  });

  it('is for the organizer of the event and super admins; others 403, unknown ids 404, bad bodies 400', async () => {
    const { eventId, teamId } = await organizersThon();
    const { participantId } = await createTestParticipant(eventId, teamId);
    const body = { ParticipantId: participantId, HiddenFromPublic: true };
    const teacher = await signedInTestUser('teacher', 'hide-teacher');
    const otherOrganizer = await signedInTestUser('organizer', 'hide-other');
    const admin = await signedInTestUser('super-admin', 'hide-admin');
    expect((await api.post(path(eventId), body, otherOrganizer.headers)).status).toBe(404);
    expect((await api.post(path(eventId), body, teacher.headers)).status).toBe(403);
    expect((await api.post(path(eventId), body)).status).toBe(401);
    expect(await studentPageStatus(participantId)).toBe(200);
    expect((await api.post(path(eventId), body, admin.headers)).status).toBe(200);
    expect(await studentPageStatus(participantId)).toBe(404);

    expect((await api.post(path('no-such-event'), body, admin.headers)).status).toBe(404);
    const nobody = { ParticipantId: 'nobody', HiddenFromPublic: true };
    expect((await api.post(path(eventId), nobody, organizer.headers)).status).toBe(404);
    // A participant of another event is not this event's to hide.
    const other = await createTestEvent({ organizerUserId: organizer.userId });
    const stranger = await createTestParticipant(other.eventId, await createTestTeam(other.eventId));
    const crossed = { ParticipantId: stranger.participantId, HiddenFromPublic: true };
    expect((await api.post(path(eventId), crossed, organizer.headers)).status).toBe(404);
    expect(await api.post(path(eventId), { ParticipantId: participantId }, organizer.headers)).toMatchObject({
      status: 400,
      body: { message: 'HiddenFromPublic must be true or false' },
    });
  });
});

describe('completed Thons past the retention period', () => {
  async function completedEvent(endDate: string) {
    const { eventId } = await createTestEvent({ status: 'completed', endDate, startDate: '2024-01-01' });
    const teamId = await createTestTeam(eventId);
    const { participantId } = await createTestParticipant(eventId, teamId, { firstName: 'Olive' });
    await credit(participantId, 4_200);
    return { eventId, teamId, participantId };
  }

  it(`stop naming children ${publicNamesRetentionDays} days after the end date; totals stay`, async () => {
    // Two days' margin: the rule counts in the event's time zone, the test in UTC (public-names.test.ts
    // pins the exact day).
    const old = await completedEvent(daysAgo(publicNamesRetentionDays + 2));
    const page = await eventPage(old.eventId);
    expect(page.Participants).toEqual([]);
    expect(page.ParticipantsListed).toBe(false);
    expect(JSON.stringify(page)).not.toContain('Olive');
    expect(page.Raised).toBe(42);
    expect(page.TopTeams).toEqual([expect.objectContaining({ TeamId: old.teamId, Raised: 42 })]);
    expect(await studentPageStatus(old.participantId)).toBe(404);
  });

  it('still name them within the retention period', async () => {
    const recent = await completedEvent(daysAgo(publicNamesRetentionDays - 2));
    expect((await eventPage(recent.eventId)).ParticipantsListed).toBe(true);
    expect((await eventPage(recent.eventId)).Participants).toEqual([
      expect.objectContaining({ ParticipantId: recent.participantId, DisplayName: 'Olive Q.' }),
    ]);
    expect(await studentPageStatus(recent.participantId)).toBe(200);
  });
});
