// What donors and families see of prizes, over HTTP against the emulator: the student page's prize
// block in exact cents (a $1 a lap pledge reaches the $1 level, and the next level's "more per lap,
// or once" is exact; a $30 gift with divisor 30 counts as $1 a lap; a per-lap pledge capped at 3
// laps counts its rate x 3; a refunded gift and a cancelled pledge count nothing), the family's
// message and photo (shown only when not hidden, approved), the parent dashboard's view of the same
// child, and the public prizes view with each class's challenge progress for two classes of
// different sizes. No public answer holds a child's surname or a donor's email.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThonPrizesWire } from '@thon/shared/api/schemas/thon-prizes';
import { apiClient, signedInHeaders } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createTestParticipant } from './test-events';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { level, prizeProduct, savedProgramme, type PrizeProduct } from './test-prizes';
import { shopVendor } from './test-shop-orders';
import { createTestUser, signIn, signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let bracelet: PrizeProduct;
let medal: PrizeProduct;

beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'prizepub');
  // A direct customer's Thon (no franchise) takes any active vendor.
  const vendorId = await shopVendor('Public Prize Co');
  [bracelet, medal] = await Promise.all([
    prizeProduct(vendorId, 'Glow Bracelet'),
    prizeProduct(vendorId, 'Gold Medal'),
  ]);
});

/** A pledge a donor makes; answers its id and the donor's manage-link headers. */
async function pledge(participantId: string, overrides: Record<string, unknown>) {
  const body = pledgeBody(participantId, overrides);
  const answer = await createPledgeCall(api, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { pledgeId: (answer.body as { PledgeId: string }).PledgeId, email: body.Donor.Email };
}

async function manageHeaders(donorEmail: string): Promise<Record<string, string>> {
  const [email] = await emailsTo(donorEmail);
  const token = /#t=([\w-]{32}\.[\w-]{43})/.exec(email?.html ?? '')?.[1];
  if (!token) throw new Error('No manage link in the email');
  return { 'x-pledge-token': token };
}

interface StudentPrize {
  Current?: { Name: string; PictureUrl?: string };
  Next?: { Name: string; PictureUrl?: string; MorePerUnitCents: number; MoreOnceCents: number };
  UnitName: string;
}

async function studentPage(participantId: string) {
  const answer = await api.get(`/api/participants/GetStudentPage/${participantId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { Prize?: StudentPrize; FamilyMessage?: string; PhotoUrl?: string };
}

describe("the student page's prize block", () => {
  let thon: Awaited<ReturnType<typeof createPledgeEvent>>;
  const participant = (index: number) => thon.participantIds[index] ?? '';

  beforeAll(async () => {
    thon = await createPledgeEvent({ participants: 9, organizerUserId: organizer.userId });
    await savedProgramme(api, organizer.headers, {
      ThonId: thon.eventId,
      Levels: [
        level('Registered', 0),
        level('Glow', 100, [{ ProductId: bracelet.productId }], bracelet.images[0]),
        level('Gold', 300, [{ ProductId: medal.productId }], medal.images[1]),
      ],
    });
  });

  // Gold needs $3 a lap = $90 once; $1 a lap is $30 once: $60 more once, $2 more a lap.
  const expectedAtGlow = () => ({
    Current: { Name: 'Glow', PictureUrl: bracelet.images[0] },
    Next: { Name: 'Gold', PictureUrl: medal.images[1], MorePerUnitCents: 200, MoreOnceCents: 6000 },
    UnitName: 'lap',
  });

  it('shows the registered level and what the first level needs before any pledge', async () => {
    expect((await studentPage(participant(0))).Prize).toEqual({
      Current: { Name: 'Registered' },
      Next: { Name: 'Glow', PictureUrl: bracelet.images[0], MorePerUnitCents: 100, MoreOnceCents: 3000 },
      UnitName: 'lap',
    });
  });

  it('reaches the $1 level with a $1 a lap pledge, the next level exact in cents', async () => {
    await pledge(participant(1), { Kind: 'PerUnit', Amount: 1 });
    expect((await studentPage(participant(1))).Prize).toEqual(expectedAtGlow());
  });

  it('counts a $30 gift as $1 a lap (divisor 30)', async () => {
    await pledge(participant(2), { Kind: 'Flat', Amount: 30 });
    expect((await studentPage(participant(2))).Prize).toEqual(expectedAtGlow());
  });

  it('counts a per-lap pledge capped at 3 laps as its rate x 3', async () => {
    // $2 a lap for at most 3 laps is at most $6: $24 short of Glow's $30, i.e. $0.80 a lap, shown as $1.
    await pledge(participant(3), { Kind: 'PerUnit', Amount: 2, MaxUnits: 3 });
    expect((await studentPage(participant(3))).Prize).toEqual({
      Current: { Name: 'Registered' },
      Next: { Name: 'Glow', PictureUrl: bracelet.images[0], MorePerUnitCents: 100, MoreOnceCents: 2400 },
      UnitName: 'lap',
    });
  });

  it('counts nothing of a refunded gift or a cancelled pledge', async () => {
    const gift = await pledge(participant(4), { Kind: 'Flat', Amount: 40 });
    expect((await studentPage(participant(4))).Prize?.Current?.Name).toBe('Glow');
    const refund = await api.post(
      '/api/pledges/RefundPledge',
      { PledgeId: gift.pledgeId },
      organizer.headers,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const perLap = await pledge(participant(5), { Kind: 'PerUnit', Amount: 1 });
    expect((await studentPage(participant(5))).Prize?.Current?.Name).toBe('Glow');
    const cancel = await api.post('/api/pledges/CancelPledge', {}, await manageHeaders(perLap.email));
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const registered = {
      Current: { Name: 'Registered' },
      Next: { Name: 'Glow', PictureUrl: bracelet.images[0], MorePerUnitCents: 100, MoreOnceCents: 3000 },
      UnitName: 'lap',
    };
    expect((await studentPage(participant(4))).Prize).toEqual(registered);
    expect((await studentPage(participant(5))).Prize).toEqual(registered);
  });

  it('counts a partly refunded gift less the refund', async () => {
    const gift = await pledge(participant(8), { Kind: 'Flat', Amount: 40 });
    const refund = await api.post(
      '/api/pledges/RefundPledge',
      { PledgeId: gift.pledgeId, Amount: 20 },
      organizer.headers,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    // $20 left of $40: $10 short of Glow's $30 once, $0.34 a lap shown as $1.
    expect((await studentPage(participant(8))).Prize).toEqual({
      Current: { Name: 'Registered' },
      Next: { Name: 'Glow', PictureUrl: bracelet.images[0], MorePerUnitCents: 100, MoreOnceCents: 1000 },
      UnitName: 'lap',
    });
  });

  it("shows the family's message unless hidden and the photo only once approved; the parent sees all of it", async () => {
    const { thon: entities } = await import('../../src/data/thon-service');
    // Tests run in random order: this one arranges its own children and pledge.
    const shown = participant(6);
    const hidden = participant(7);
    await pledge(hidden, { Kind: 'Flat', Amount: 30 });
    await entities()
      .entities.participant.patch({ participantId: shown })
      .set({
        pageMessage: 'Running for the library!',
        photoStatus: 'approved',
        photoUrl: 'https://images.example.com/kid.webp',
      })
      .go();
    await entities()
      .entities.participant.patch({ participantId: hidden })
      .set({
        pageMessage: 'Not for the public',
        pageMessageHidden: true,
        photoStatus: 'pending',
        photoPendingKey: 'pending/kid.webp',
      })
      .go();
    await entities().entities.event.patch({ eventId: thon.eventId }).set({ familyPhotosAllowed: true }).go();

    expect(await studentPage(shown)).toMatchObject({
      FamilyMessage: 'Running for the library!',
      PhotoUrl: 'https://images.example.com/kid.webp',
    });
    const hiddenPage = await studentPage(hidden);
    expect(hiddenPage).not.toHaveProperty('FamilyMessage');
    expect(hiddenPage).not.toHaveProperty('PhotoUrl');
    expect(JSON.stringify(hiddenPage)).not.toContain('pending/kid.webp');

    const parent = await createTestUser({ role: 'parent', label: 'prize-parent', withPassword: false });
    const { linkParticipantToParent } = await import('../../src/data/repositories/parents-repository');
    await linkParticipantToParent(parent.userId, { participantId: hidden, eventId: thon.eventId });
    const dashboard = await api.get(
      `/api/Parent/GetParentDashboard/${parent.userId}/${parent.userId}`,
      signedInHeaders(await signIn(parent)),
    );
    expect(dashboard.status).toBe(200);
    const [child] = (dashboard.body as { Participants: Record<string, unknown>[] }).Participants;
    expect(child).toMatchObject({
      Prize: expectedAtGlow(),
      PageMessage: 'Not for the public',
      PageMessageHidden: true,
      PhotoStatus: 'pending',
      FamilyPhotosAllowed: true,
    });
    expect(child).not.toHaveProperty('FamilyMessage');
    expect(child).not.toHaveProperty('PhotoUrl');
  });

  it('holds no surname or email of a child or donor', async () => {
    for (let index = 0; index < 9; index += 1) {
      const text = JSON.stringify(await studentPage(participant(index)));
      expect(text).not.toContain('Okonkwo');
      expect(text).not.toContain('Whitfield');
      expect(text).not.toContain('@');
    }
  });
});

describe('GetThonPrizes', () => {
  it("answers the levels and each class's challenge progress, fair to classes of different sizes, naming no child", async () => {
    // Room 12: 2 children; Room 7: 4 children.
    const thon = await createPledgeEvent({ participants: 2, organizerUserId: organizer.userId });
    const { createTeam } = await import('../../src/data/repositories/teams-repository');
    const room7 = randomUUID();
    await createTeam({ eventId: thon.eventId, teamId: room7, name: 'Room 7' });
    const room7Ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      room7Ids.push(
        (await createTestParticipant(thon.eventId, room7, { firstName: `Seven${index}` })).participantId,
      );
    }
    await savedProgramme(api, organizer.headers, {
      ThonId: thon.eventId,
      Levels: [
        level('Gold', 300, [{ ProductId: medal.productId }]),
        level('Glow', 100, [{ ProductId: bracelet.productId }], bracelet.images[0]),
      ],
    });
    const saved = await api.post(
      '/api/prizes/SaveClassChallenges',
      {
        ThonId: thon.eventId,
        ChallengesVersion: 0,
        Challenges: [
          { Name: 'Half the class', Metric: 'participation', Target: 50, Reward: 'Extra recess' },
          { Name: 'Two donors', Metric: 'donors', Target: 2, Reward: 'Stickers' },
          { Name: '$10 a child', Metric: 'perChild', Target: 1000, Reward: 'Pizza party' },
          { Name: '$50 a class', Metric: 'raised', Target: 5000, Reward: 'Dance party' },
        ],
      },
      organizer.headers,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Room 12: one child with a $30 gift and a $1 a lap pledge from two donors ($30 raised so far).
    const room12First = thon.participantIds[0] ?? '';
    await pledge(room12First, { Kind: 'Flat', Amount: 30 });
    await pledge(room12First, { Kind: 'PerUnit', Amount: 1 });
    // Room 7: one child with a $40 gift; another's pledge was cancelled and counts for nothing.
    await pledge(room7Ids[0] ?? '', { Kind: 'Flat', Amount: 40 });
    const cancelled = await pledge(room7Ids[1] ?? '', { Kind: 'PerUnit', Amount: 1 });
    expect(
      (await api.post('/api/pledges/CancelPledge', {}, await manageHeaders(cancelled.email))).status,
    ).toBe(200);

    const answer = await api.get(`/api/prizes/GetThonPrizes/${thon.eventId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = answer.body as ThonPrizesWire;
    expect(view).toMatchObject({ EventId: thon.eventId, Mode: 'cumulative', Divisor: 30, UnitName: 'lap' });
    expect(view.Levels).toEqual([
      {
        Name: 'Glow',
        ThresholdPerUnitCents: 100,
        PictureUrl: bracelet.images[0],
        PrizeNames: ['Glow Bracelet'],
      },
      { Name: 'Gold', ThresholdPerUnitCents: 300, PrizeNames: ['Gold Medal'] },
    ]);
    const room12Figures = {
      TeamId: thon.teamId,
      ClassName: 'Room 12',
      Participants: 2,
      Participating: 1,
      ParticipationPercent: 50,
      Donors: 2,
      RaisedCents: 3000,
      PerChildCents: 1500,
    };
    const room7Figures = {
      TeamId: room7,
      ClassName: 'Room 7',
      Participants: 4,
      Participating: 1,
      ParticipationPercent: 25,
      Donors: 1,
      RaisedCents: 4000,
      PerChildCents: 1000,
    };
    const progress = (name: string) => view.Challenges.find((challenge) => challenge.Name === name)?.Classes;
    expect(progress('Half the class')).toEqual([
      { ...room12Figures, Progress: 100, Met: true },
      { ...room7Figures, Progress: 50, Met: false },
    ]);
    expect(progress('Two donors')).toEqual([
      { ...room12Figures, Progress: 100, Met: true },
      { ...room7Figures, Progress: 50, Met: false },
    ]);
    expect(progress('$10 a child')).toEqual([
      { ...room12Figures, Progress: 100, Met: true },
      { ...room7Figures, Progress: 100, Met: true },
    ]);
    expect(progress('$50 a class')).toEqual([
      { ...room12Figures, Progress: 60, Met: false },
      { ...room7Figures, Progress: 80, Met: false },
    ]);
    expect(view.Challenges.find((challenge) => challenge.Name === 'Half the class')).toMatchObject({
      Metric: 'participation',
      Target: 50,
      Reward: 'Extra recess',
    });
    const text = JSON.stringify(view);
    for (const secret of ['Okonkwo', 'Quillfeather', 'Runner0', 'Seven0', 'Whitfield', '@']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a draft Thon and an unknown one 404, and a Thon without a programme empty', async () => {
    const draft = await createPledgeEvent({ status: 'draft', organizerUserId: organizer.userId });
    expect((await api.get(`/api/prizes/GetThonPrizes/${draft.eventId}`)).status).toBe(404);
    expect((await api.get(`/api/prizes/GetThonPrizes/${randomUUID()}`)).status).toBe(404);
    const bare = await createPledgeEvent({ organizerUserId: organizer.userId });
    expect(await api.get(`/api/prizes/GetThonPrizes/${bare.eventId}`)).toMatchObject({
      status: 200,
      body: { Levels: [], Challenges: [], Divisor: 30, Mode: 'cumulative' },
    });
    expect((await studentPage(bare.participantIds[0] ?? '')).Prize).toBeUndefined();
  });
});
