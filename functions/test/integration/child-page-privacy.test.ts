// Every cached page that names a child follows the student page's privacy rules, and a change
// reaches CloudFront for that Thon's pages only: GetGuestShare and GetPledgeOptions stop naming a
// completed Thon's children after the retention period; hiding a child invalidates each cached
// path that names them; a status change invalidates the Thon's own pages by name (no wildcard over
// every Thon's student pages); and an invalidation CloudFront refuses is queued and retried by
// the stack's retry worker. Invalidations are read back from the emulator's CloudFront API.
import { GetInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicNamesRetentionDays } from '@thon/shared/catalog/privacy';
import { cloudFrontClient } from '../../src/platform/clients/cloudfront';
import { invalidateAfterWrite } from '../../src/platform/cdn';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { connectPayoutAccount } from './test-payout-accounts';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const distributionId = () => process.env.DISTRIBUTION_ID ?? '';

/** Every invalidation's paths on the local distribution. */
async function invalidatedPathSets(): Promise<string[][]> {
  const { InvalidationList } = await cloudFrontClient().send(
    new ListInvalidationsCommand({ DistributionId: distributionId(), MaxItems: 1000 }),
  );
  return Promise.all(
    (InvalidationList?.Items ?? []).map(async ({ Id }) => {
      const { Invalidation } = await cloudFrontClient().send(
        new GetInvalidationCommand({ DistributionId: distributionId(), Id }),
      );
      return Invalidation?.InvalidationBatch?.Paths?.Items ?? [];
    }),
  );
}
const invalidationsOf = async (path: string) =>
  (await invalidatedPathSets()).filter((paths) => paths.includes(path));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const statusOf = async (path: string) => (await api.get(path)).status;
const childPaths = (participantId: string) => ({
  studentPage: `/api/participants/GetStudentPage/${participantId}`,
  guestShare: `/api/sharing/GetGuestShare/${participantId}`,
  pledgeOptions: `/api/pledges/GetPledgeOptions/${participantId}`,
});

let organizer: Awaited<ReturnType<typeof signedInTestUser>>;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'child-privacy');
});

describe('the retention period', () => {
  async function completedChild(endDate: string) {
    const { eventId } = await createTestEvent({ status: 'completed', endDate, startDate: '2024-01-01' });
    const { participantId } = await createTestParticipant(eventId, await createTestTeam(eventId));
    return childPaths(participantId);
  }

  it('ends the guest share and the pledge options with the student page', async () => {
    const old = await completedChild(daysAgo(publicNamesRetentionDays + 2));
    expect(await statusOf(old.studentPage)).toBe(404);
    expect(await statusOf(old.guestShare)).toBe(404);
    expect(await statusOf(old.pledgeOptions)).toBe(404);
  });

  it('keeps them within the retention period', async () => {
    const recent = await completedChild(daysAgo(publicNamesRetentionDays - 2));
    expect(await statusOf(recent.studentPage)).toBe(200);
    expect(await statusOf(recent.guestShare)).toBe(200);
    expect(await statusOf(recent.pledgeOptions)).toBe(200);
  });
});

describe('hiding a child', () => {
  it('404s each of their pages and invalidates every cached path that names them, with the event page', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const { participantId } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const paths = childPaths(participantId);
    const hide = await api.post(
      `/api/events/SetParticipantHidden/${eventId}`,
      { ParticipantId: participantId, HiddenFromPublic: true },
      organizer.headers,
    );
    expect(hide.status).toBe(200);
    for (const path of Object.values(paths)) expect(await statusOf(path), path).toBe(404);
    expect(await invalidationsOf(paths.guestShare)).toEqual([
      [`/api/events/GetEventPage/${eventId}`, paths.studentPage, paths.guestShare],
    ]);
  });
});

describe("a Thon's status change", () => {
  it("invalidates its event page and its children's pages by name, and no other Thon's", async () => {
    const { eventId } = await createTestEvent({ status: 'draft', organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const children = await Promise.all([1, 2, 3].map(() => createTestParticipant(eventId, teamId)));
    await connectPayoutAccount(eventId);
    const live = await api.post(
      '/api/events/ChangeThonStatus',
      { EventId: eventId, Status: 'live' },
      organizer.headers,
    );
    expect(live.status).toBe(200);
    const [batch, ...others] = await invalidationsOf(`/api/events/GetEventPage/${eventId}`);
    expect(others).toEqual([]);
    expect([...(batch ?? [])].sort()).toEqual(
      [
        `/api/events/GetEventPage/${eventId}`,
        ...children.flatMap(({ participantId }) => [
          childPaths(participantId).studentPage,
          childPaths(participantId).guestShare,
        ]),
      ].sort(),
    );
    expect((batch ?? []).filter((path) => path.includes('*'))).toEqual([]);
  });
});

describe('an invalidation CloudFront refuses', () => {
  it('is queued, and the retry worker invalidates it once CloudFront accepts', async () => {
    const path = `/api/participants/GetStudentPage/${randomUUID()}`;
    const configured = process.env.DISTRIBUTION_ID;
    // This process's CloudFront refuses (no such distribution); the stack's worker has the real one.
    process.env.DISTRIBUTION_ID = 'ENOSUCHDISTRIBUTION';
    try {
      await invalidateAfterWrite([path]);
    } finally {
      process.env.DISTRIBUTION_ID = configured;
    }
    await vi.waitFor(
      async () => {
        expect(await invalidationsOf(path)).toEqual([[path]]);
      },
      { timeout: 20_000, interval: 250 },
    );
  });
});
