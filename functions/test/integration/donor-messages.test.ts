// Donors' messages on the public student page: only confirmed pledges show (a gift once charged,
// a per-unit pledge once its card is saved and it is not waiting for the donor's confirmation),
// and the Thon's organizer can hide a message (SetPledgeMessageHidden): it leaves the page, the
// supporter stays, and the cached student page is invalidated. Over HTTP through the local gateway.
import { GetInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSuchPledge } from '@thon/shared/catalog/messages';
import { cloudFrontClient } from '../../src/platform/clients/cloudfront';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'donor-messages');
});

interface Supporter {
  Name: string;
  Message?: string;
}
const supportersOf = async (participantId: string) => {
  const answer = await api.get(`/api/participants/GetStudentPage/${participantId}`);
  expect(answer.status).toBe(200);
  return (answer.body as { Supporters: Supporter[] }).Supporters;
};
const messagesOf = async (participantId: string) =>
  (await supportersOf(participantId)).flatMap((supporter) => (supporter.Message ? [supporter.Message] : []));

async function pledgeWithMessage(participantId: string, message: string, overrides: Record<string, unknown> = {}) {
  const answer = await createPledgeCall(api, pledgeBody(participantId, { Message: message, ...overrides }));
  expect(answer.status).toBe(200);
  return answer.body as { PledgeId: string; Status: string };
}

const hide = (pledgeId: string, hidden: boolean, as: SignedInTestUser = organizer) =>
  api.post('/api/pledges/SetPledgeMessageHidden', { PledgeId: pledgeId, MessageHidden: hidden }, as.headers);

async function invalidatedPathSets(): Promise<string[][]> {
  const DistributionId = process.env.DISTRIBUTION_ID ?? '';
  const { InvalidationList } = await cloudFrontClient().send(
    new ListInvalidationsCommand({ DistributionId, MaxItems: 1000 }),
  );
  return Promise.all(
    (InvalidationList?.Items ?? []).map(async ({ Id }) => {
      const { Invalidation } = await cloudFrontClient().send(new GetInvalidationCommand({ DistributionId, Id }));
      return Invalidation?.InvalidationBatch?.Paths?.Items ?? [];
    }),
  );
}

describe('messages on the student page', () => {
  it('show only for confirmed pledges: a charged gift and a saved card, not a pledge pending confirmation', async () => {
    const { participantIds } = await createPledgeEvent({ organizerUserId: organizer.userId });
    const participantId = participantIds[0] ?? '';
    expect((await pledgeWithMessage(participantId, 'Saved card, go!')).Status).toBe('Scheduled');
    expect((await pledgeWithMessage(participantId, 'Waiting on me', { Amount: 6 })).Status).toBe('Pending');
    expect((await pledgeWithMessage(participantId, 'A gift!', { Kind: 'Flat', Amount: 20 })).Status).toBe(
      'Charged',
    );
    expect((await messagesOf(participantId)).sort()).toEqual(['A gift!', 'Saved card, go!']);
  });
});

describe('POST /api/pledges/SetPledgeMessageHidden', () => {
  it("hides a message from the public page (the supporter stays), invalidates the page, and shows it again", async () => {
    const { participantIds } = await createPledgeEvent({ organizerUserId: organizer.userId });
    const participantId = participantIds[0] ?? '';
    const { PledgeId } = await pledgeWithMessage(participantId, 'Something unkind');
    expect(await hide(PledgeId, true)).toEqual({ status: 200, body: { PledgeId, MessageHidden: true } });
    expect(await messagesOf(participantId)).toEqual([]);
    expect(await supportersOf(participantId)).toEqual([expect.objectContaining({ Name: 'Dana W.' })]);
    expect(await invalidatedPathSets()).toContainEqual([`/api/participants/GetStudentPage/${participantId}`]);
    // The organizer's pledge list says so, for the button to offer showing it again.
    const list = await api.get(`/api/pledges/GetPledgesByParticipant/${participantId}`, organizer.headers);
    expect(list.body).toMatchObject({
      Pledges: [expect.objectContaining({ PledgeId, Message: 'Something unkind', MessageHidden: true })],
    });

    expect((await hide(PledgeId, false)).status).toBe(200);
    expect(await messagesOf(participantId)).toEqual(['Something unkind']);
  });

  it("answers another organizer's pledge and an unknown one 404, changing nothing; other roles 403; a bad body 400", async () => {
    const { participantIds } = await createPledgeEvent({ organizerUserId: organizer.userId });
    const participantId = participantIds[0] ?? '';
    const { PledgeId } = await pledgeWithMessage(participantId, 'Keep me');
    const otherOrganizer = await signedInTestUser('organizer', 'donor-messages-other');
    expect(await hide(PledgeId, true, otherOrganizer)).toEqual({ status: 404, body: { message: noSuchPledge } });
    expect(await hide(randomUUID(), true)).toEqual({ status: 404, body: { message: noSuchPledge } });
    expect((await hide(PledgeId, true, await signedInTestUser('teacher', 'donor-messages-t'))).status).toBe(403);
    expect(
      await api.post('/api/pledges/SetPledgeMessageHidden', { PledgeId }, organizer.headers),
    ).toMatchObject({ status: 400, body: { message: 'MessageHidden must be true or false' } });
    expect(await messagesOf(participantId)).toEqual(['Keep me']);
    const admin = await signedInTestUser('super-admin', 'donor-messages-admin');
    expect((await hide(PledgeId, true, admin)).status).toBe(200);
    expect(await messagesOf(participantId)).toEqual([]);
  });
});
