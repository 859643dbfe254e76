// The demo prizes `npm start` promises (README, docs/prizes.md): the live Thon's three-level
// programme of the demo vendors' prize products, its class challenge, family photos allowed, awards
// in every state that the nightly lock would leave as they are (each backed by the student's credit,
// computed by the shared rule from their standing gifts), and one child's family message.
import { describe, expect, inject, it } from 'vitest';
import { awardStates } from '@thon/shared/prizes/award-states';
import { creditOnceCents, reaches, type CreditKind } from '@thon/shared/prizes/prize-credit';
import { eventEntity } from '../../src/data/entities/event';
import { prizeAwardEntity } from '../../src/data/entities/prize-award';
import { prizeProgrammeEntity } from '../../src/data/entities/prize-programme';
import { findEventIdByCode } from '../../src/data/repositories/events-repository';
import { listParticipantsOfEvent } from '../../src/data/repositories/participants-repository';
import { listPledgesOfParticipant } from '../../src/data/repositories/pledges-repository';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';
import { demoPageMessage, seedPrizes } from '../../dev/seed-prizes';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const { accounts } = inject('stack');

const creditKindOf = { 'per-unit': 'PerUnit', flat: 'Flat', offline: 'Offline' } as const satisfies Record<
  string,
  CreditKind
>;

async function liveThonId(): Promise<string> {
  const eventId = await findEventIdByCode('LINCOLN26');
  if (!eventId) throw new Error('the demo has no LINCOLN26');
  return eventId;
}

async function programmeOf(eventId: string) {
  const { data } = await prizeProgrammeEntity.get({ eventId }).go();
  if (!data) throw new Error('the live Thon has no prize programme');
  return data;
}

/** A GET as one of the demo's accounts, signed in through the login route. */
async function getAs(username: string, path: string) {
  const account = accounts.find((each) => each.username === username);
  if (!account) throw new Error(`the demo has no ${username}`);
  const api = apiClient(apiUrl);
  const login = await api.post('/authentication/login', {
    Username: account.username,
    Password: account.password,
  });
  expect(login.status).toBe(200);
  return api.get(path, signedInHeaders(login.body as string));
}

const franchiseeGet = (path: string) => getAs('demo.franchisee', path);

describe('the demo prizes', () => {
  it('give the live Thon a registered, a $1 and a $3 a lap level of the demo vendors’ active prizes, one sized', async () => {
    const eventId = await liveThonId();
    const programme = await programmeOf(eventId);
    expect(programme.levels.map((level) => level.thresholdPerUnitCents)).toEqual([0, 100, 300]);
    expect(programme.divisor).toBe(30);
    const prizes = programme.levels.flatMap((level) => level.prizes);
    expect(prizes.some((prize) => prize.sized)).toBe(true);
    expect(programme.levels.every((level) => level.pictureUrl !== undefined)).toBe(true);
    // Each is an active prize product the shop sells, with the sizes the programme says it has.
    for (const prize of prizes) {
      const answer = await franchiseeGet(`/api/shop/GetProduct/${prize.productId}`);
      expect(answer.status, prize.productName).toBe(200);
      const product = answer.body as {
        IsPrize: boolean;
        Status: string;
        VendorName: string;
        Variants: { Size?: string }[];
      };
      expect(product, prize.productName).toMatchObject({
        IsPrize: true,
        Status: 'active',
        VendorName: 'Bright Star Prizes',
      });
      expect(product.Variants.some((variant) => variant.Size !== undefined)).toBe(prize.sized);
    }
  });

  it('set a participation challenge rewarded with extra recess, and allow family photos', async () => {
    const eventId = await liveThonId();
    const programme = await programmeOf(eventId);
    expect(programme.challenges).toEqual([
      expect.objectContaining({ metric: 'participation', target: 80, reward: 'Extra recess' }),
    ]);
    const { data: event } = await eventEntity.get({ eventId }).go();
    expect(event?.familyPhotosAllowed).toBe(true);
  });

  it('hold awards in every state, each standing award reached by its student’s credit, shirts in their size', async () => {
    const eventId = await liveThonId();
    const programme = await programmeOf(eventId);
    const { data: awards } = await prizeAwardEntity.query.byEvent({ eventId }).go({ pages: 'all' });
    expect(new Set(awards.map((award) => award.state))).toEqual(new Set(awardStates));

    const participants = new Map(
      (await listParticipantsOfEvent(eventId)).map((participant) => [participant.participantId, participant]),
    );
    const levelIds = new Set(programme.levels.map((level) => level.levelId));
    for (const award of awards) {
      expect(levelIds.has(award.levelId)).toBe(true);
      const pledges = await listPledgesOfParticipant(award.participantId);
      const credit = creditOnceCents(
        pledges.map((pledge) => ({ ...pledge, kind: creditKindOf[pledge.kind] })),
        programme.divisor,
      );
      // The nightly lock voids a standing award its credit does not reach: the demo has none.
      const reached = reaches(credit, award.thresholdPerUnitCents, programme.divisor);
      expect(reached, `${award.firstName} at ${award.levelName}: ${award.state}`).toBe(
        award.state !== 'void',
      );
      const shirtSize = participants.get(award.participantId)?.shirtSize;
      for (const item of award.items) {
        const sized = programme.levels
          .flatMap((level) => level.prizes)
          .find((prize) => prize.productId === item.productId)?.sized;
        expect(item.sizeCode, item.productName).toBe(sized && shirtSize ? shirtSize : undefined);
      }
    }
    // At least one shirt goes out in a size.
    expect(awards.some((award) => award.items.some((item) => item.sizeCode !== undefined))).toBe(true);
  });

  it('add nothing when the live Thon is seeded again', async () => {
    const eventId = await liveThonId();
    const named = ['Ava', 'Liam', 'Noah', 'Emma', 'Olivia', 'Lucas'];
    const participants = (await listParticipantsOfEvent(eventId)).filter((each) =>
      named.includes(each.firstName),
    );
    const snapshot = async () => ({
      programme: (await programmeOf(eventId)).version,
      pledges: await Promise.all(
        participants.map(async (each) => (await listPledgesOfParticipant(each.participantId)).length),
      ),
      awards: (await prizeAwardEntity.query.byEvent({ eventId }).go({ pages: 'all' })).data
        .filter((award) => named.includes(award.firstName))
        .map((award) => `${award.participantId}#${award.levelId}#${award.state}`)
        .sort(),
    });
    const before = await snapshot();
    // The products as the shop lists them, by name, as the seed hands them over.
    const products: Record<string, Product> = {};
    let cursor: string | undefined;
    do {
      const query: string = cursor ? `&Cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await franchiseeGet(`/api/shop/ListProducts?PageSize=100${query}`)).body as {
        Products: Product[];
        NextCursor?: string;
      };
      for (const product of page.Products) products[product.Name] = product;
      cursor = page.NextCursor;
    } while (cursor);
    const { data: event } = await eventEntity.get({ eventId }).go();
    const organizer = {
      userId: event?.organizerUserId ?? '',
      sessionId: 'demo-seed',
      role: 'organizer' as const,
    };
    await seedPrizes(eventId, organizer, products);
    expect(await snapshot()).toEqual(before);
  });

  it('reach families and staff through the API: Ava’s page, the states on the board, Liam’s shirt on the pick list', async () => {
    const eventId = await liveThonId();
    const participants = await listParticipantsOfEvent(eventId);
    const idOf = (firstName: string) =>
      participants.find((each) => each.firstName === firstName)?.participantId ?? '';
    // Ava's $30 in cash is $1 a lap: the bracelet reached, $2 more per lap (or $60 once) to the top.
    const page = await apiClient(apiUrl).get(`/api/participants/GetStudentPage/${idOf('Ava')}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      FamilyMessage: demoPageMessage,
      Prize: {
        Current: { Name: 'Glow Bracelet' },
        Next: { Name: 'Top Runner', MorePerUnitCents: 200, MoreOnceCents: 6000 },
      },
    });

    const board = await getAs('demo.organizer', `/api/prize-awards/ListPrizeAwards?ThonId=${eventId}`);
    expect(board.status).toBe(200);
    const counts = (board.body as { Counts: Record<string, number> }).Counts;
    for (const state of awardStates) expect(counts[state] ?? 0, state).toBeGreaterThan(0);

    const liam = participants.find((each) => each.firstName === 'Liam');
    const pickList = await getAs(
      'demo.teacher',
      `/api/prize-awards/ListPrizeAwards?ThonId=${eventId}&TeamId=${liam?.teamId ?? ''}`,
    );
    expect(pickList.status).toBe(200);
    const awards = (
      pickList.body as { Awards: { FirstName: string; LevelName: string; State: string; Items: unknown[] }[] }
    ).Awards;
    expect(
      awards.find((award) => award.FirstName === 'Liam' && award.LevelName === 'Top Runner'),
    ).toMatchObject({
      State: 'picked',
      Items: expect.arrayContaining([{ ProductName: 'Top Runner T-Shirt', Quantity: 1, SizeCode: 'YM' }]),
    });
  });

  it('show one child’s family message, not hidden', async () => {
    const participants = await listParticipantsOfEvent(await liveThonId());
    const withMessage = participants.filter(
      (participant) => participant.pageMessage && !participant.pageMessageHidden,
    );
    expect(withMessage.map((participant) => participant.firstName)).toEqual(['Ava']);
  });
});
