// CloudFront invalidation through the local gateway: clearcache invalidates every public cached
// path, an organizer's edit or status change invalidates the event's pages, an import that adds
// participants invalidates the event page, and units entry invalidates nothing. The invalidations
// are read back from the emulator's CloudFront API.
import { GetInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudFrontClient } from '../../src/platform/clients/cloudfront';
import { invalidateAfterWrite, invalidatePaths } from '../../src/platform/cdn';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { connectPayoutAccount } from './test-payout-accounts';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const distributionId = () => {
  const id = process.env.DISTRIBUTION_ID;
  if (!id) throw new Error('The local stack did not configure DISTRIBUTION_ID');
  return id;
};

const headersFor = (role: 'organizer' | 'super-admin' | 'teacher') => signedInTestUser(role, `cdn-${role}`);

/** Every invalidation's paths on the local distribution (ListInvalidations, then each one's batch). */
async function invalidatedPathSets(): Promise<string[][]> {
  const { InvalidationList } = await cloudFrontClient().send(
    new ListInvalidationsCommand({ DistributionId: distributionId() }),
  );
  const ids = (InvalidationList?.Items ?? []).map((item) => item.Id ?? '');
  return Promise.all(
    ids.map(async (Id) => {
      const { Invalidation } = await cloudFrontClient().send(
        new GetInvalidationCommand({ DistributionId: distributionId(), Id }),
      );
      return Invalidation?.InvalidationBatch?.Paths?.Items ?? [];
    }),
  );
}

const invalidationsOf = async (path: string) =>
  (await invalidatedPathSets()).filter((paths) => paths.includes(path));

let organizer: Awaited<ReturnType<typeof headersFor>>;
beforeAll(async () => {
  organizer = await headersFor('organizer');
});

describe('GET /api/utilities/clearcache', () => {
  it('invalidates every public cached path and says so', async () => {
    const admin = await headersFor('super-admin');
    const answer = await api.get('/api/utilities/clearcache', admin.headers);
    expect(answer.status).toBe(200);
    const body = answer.body as { InvalidationId: string; InvalidationPaths: string[]; Invalidated: boolean };
    expect(body.Invalidated).toBe(true);
    expect(body.InvalidationPaths).toEqual(
      expect.arrayContaining([
        '/api/utilities/GetReferenceLists',
        '/api/events/GetEventPage/*',
        '/api/participants/GetStudentPage/*',
      ]),
    );
    const { Invalidation } = await cloudFrontClient().send(
      new GetInvalidationCommand({ DistributionId: distributionId(), Id: body.InvalidationId }),
    );
    expect(Invalidation?.InvalidationBatch?.Paths?.Items?.slice().sort()).toEqual(
      [...body.InvalidationPaths].sort(),
    );
  });

  it('refuses an organizer with 403 and invalidates nothing for them', async () => {
    // Only clearcache invalidates every event page at once, and only this file calls it (one test at
    // a time); the reference lists are invalidated by a console save too, which another file makes.
    const clearCaches = async () => (await invalidationsOf('/api/events/GetEventPage/*')).length;
    const before = await clearCaches();
    expect((await api.get('/api/utilities/clearcache', organizer.headers)).status).toBe(403);
    expect(await clearCaches()).toBe(before);
  });
});

describe('writes that change what donors see', () => {
  it("an edit and a status change each invalidate the event page and its children's pages", async () => {
    const { eventId } = await createTestEvent({ status: 'draft', organizerUserId: organizer.userId });
    const eventPage = `/api/events/GetEventPage/${eventId}`;
    expect(await invalidationsOf(eventPage)).toEqual([]);

    const edit = await api.post(
      '/api/events/UpdateThon',
      { EventId: eventId, Goal: 9000 },
      organizer.headers,
    );
    expect(edit.status).toBe(200);
    // A Thon without children: its event page only (child-page-privacy.test.ts lists children's).
    expect(await invalidationsOf(eventPage)).toEqual([[eventPage]]);

    await connectPayoutAccount(eventId);
    const live = await api.post(
      '/api/events/ChangeThonStatus',
      { EventId: eventId, Status: 'live' },
      organizer.headers,
    );
    expect(live.status).toBe(200);
    expect(await invalidationsOf(eventPage)).toHaveLength(2);
  });

  it('a refused edit invalidates nothing', async () => {
    const { eventId } = await createTestEvent({ status: 'completed', organizerUserId: organizer.userId });
    const edit = await api.post(
      '/api/events/UpdateThon',
      { EventId: eventId, Goal: 9000 },
      organizer.headers,
    );
    expect(edit.status).toBe(409);
    expect(await invalidationsOf(`/api/events/GetEventPage/${eventId}`)).toEqual([]);
  });

  it('an import that adds participants invalidates the event page once; the same file again does not', async () => {
    const { eventId } = await createTestEvent({ status: 'live', organizerUserId: organizer.userId });
    const eventPage = `/api/events/GetEventPage/${eventId}`;
    const csv = 'First Name,Last Name,Goal\r\nAda,Brook,350\r\nBo,Crane,200';
    const body = { EventId: eventId, Csv: csv };
    expect((await api.post('/api/events/ImportParticipants', body, organizer.headers)).status).toBe(200);
    expect(await invalidationsOf(eventPage)).toEqual([[eventPage]]);
    expect((await api.post('/api/events/ImportParticipants', body, organizer.headers)).status).toBe(200);
    expect(await invalidationsOf(eventPage)).toHaveLength(1);
  });
});

describe('units entry', () => {
  it("records an organizer's units for a live event and invalidates none of its pages", async () => {
    const { eventId } = await createTestEvent({ status: 'live', organizerUserId: organizer.userId });
    const { participantId } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const answer = await api.post(
      '/api/events/RecordUnits',
      { EventId: eventId, ParticipantId: participantId, Units: 12 },
      organizer.headers,
    );
    expect(answer).toMatchObject({ status: 200, body: { ParticipantId: participantId, Units: 12 } });
    expect(await invalidationsOf(`/api/events/GetEventPage/${eventId}`)).toEqual([]);
  });
});

describe('a distribution that refuses the invalidation', () => {
  it('fails a direct invalidation, but never the write that asked for it', async () => {
    const configured = process.env.DISTRIBUTION_ID;
    process.env.DISTRIBUTION_ID = 'ENOSUCHDISTRIBUTION';
    try {
      await expect(invalidatePaths(['/api/events/GetEventPage/x'])).rejects.toThrow();
      await expect(invalidateAfterWrite(['/api/events/GetEventPage/x'])).resolves.toBeUndefined();
    } finally {
      process.env.DISTRIBUTION_ID = configured;
    }
  });
});
