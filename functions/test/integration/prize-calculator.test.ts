// The prize calculator over HTTP against the emulator: a Thon's programme of real seeded vendor
// products, its roster's shirt sizes, and its school's (else its franchise's) completed Thons with
// pledges; the quantities rounded to packs and minimums, the basis (default, history, edited), the
// cost warnings, the actual awards once the Thon started, one draft cart per vendor made once per
// Idempotency-Key, and another franchise's Thon answering 404 like an unknown one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorCarts, PrizeCalculation } from '@thon/shared/api/schemas/prize-calculator';
import { idempotencyKeyRequired, noSuchEvent } from '@thon/shared/catalog/messages';
import {
  calculatorCartsInProgress,
  calculatorKeyReused,
  calculatorNoProgramme,
  calculatorOverBudget,
  calculatorOverRaiseShare,
  calculatorPercentsRise,
} from '@thon/shared/catalog/prize-calculator-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { runLock, storedAwards } from './test-prize-awards';
import { createPledgeEvent } from './test-pledges';
import { shopFranchise, shopProduct, shopThon, shopVendor, type TestProduct } from './test-shop-orders';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let franchiseeA: SignedInTestUser;
let franchiseeB: SignedInTestUser;
let leader: SignedInTestUser;
let franchiseA: string;
let franchiseB: string;
let prizeVendor: string;
let medalVendor: string;
let bracelet: TestProduct;
let shirt: TestProduct;
let medal: TestProduct;
let powder: TestProduct;

async function thonRows() {
  const { thon } = await import('../../src/data/thon-service');
  return thon();
}

/** A cumulative programme: Registered (a bracelet), $1 a lap (a sized shirt), $3 (a medal); powder each. */
async function saveProgramme(eventId: string, mode: 'cumulative' | 'top' = 'cumulative') {
  const prize = (product: TestProduct, vendorId: string, vendorName: string, sized: boolean) => ({
    productId: product.productId,
    vendorId,
    productName: product.name,
    vendorName,
    sized,
    quantity: 1,
  });
  await (
    await thonRows()
  ).entities.prizeProgramme
    .create({
      eventId,
      mode,
      divisor: 30,
      levels: [
        {
          levelId: 'registered',
          name: 'Registered',
          thresholdPerUnitCents: 0,
          prizes: [prize(bracelet, prizeVendor, 'Calc Prize Co', false)],
        },
        {
          levelId: 'one',
          name: 'One dollar',
          thresholdPerUnitCents: 100,
          prizes: [prize(shirt, prizeVendor, 'Calc Prize Co', true)],
        },
        {
          levelId: 'three',
          name: 'Three dollars',
          thresholdPerUnitCents: 300,
          prizes: [prize(medal, medalVendor, 'Calc Medals', false)],
        },
      ],
      supplies: [prize(powder, prizeVendor, 'Calc Prize Co', false)],
      version: 1,
      challenges: [],
      challengesVersion: 0,
      updatedAt: new Date().toISOString(),
      updatedByUserId: organizer.userId,
    })
    .go();
}

/** A Thon starting 2027-05-14 with ten participants: YS x3, YM x5, two without a size. */
async function calculatorThon(franchiseId: string) {
  const sizes = ['YS', 'YS', 'YS', 'YM', 'YM', 'YM', 'YM', 'YM', undefined, undefined];
  const thon = await shopThon({ organizerUserId: organizer.userId, franchiseId, sizes });
  await saveProgramme(thon.eventId);
  return thon;
}

function run(body: Record<string, unknown>, by: { headers: Record<string, string> } = organizer) {
  return api.post('/api/prize-calculator/RunPrizeCalculator', body, by.headers);
}

async function calculated(
  body: Record<string, unknown>,
  by: { headers: Record<string, string> } = organizer,
) {
  const answer = await run(body, by);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PrizeCalculation;
}

/** A completed Thon of `organizationId` that ended before 2027, with these pledges, one participant each. */
async function pastThon(
  franchiseId: string,
  organizationId: string,
  pledges: readonly (
    { kind: 'per-unit' | 'flat'; status: string; amountCents: number; chargedCents?: number } | undefined
  )[],
) {
  const rows = await thonRows();
  const { eventId } = await createTestEvent({
    status: 'completed',
    startDate: '2026-04-01',
    endDate: '2026-04-02',
    franchiseId,
  });
  await rows.entities.event
    .patch({ eventId })
    .set({ organizationId, name: `Spring Run ${eventId.slice(0, 4)}` })
    .go();
  const teamId = await createTestTeam(eventId);
  for (const pledge of pledges) {
    const { participantId } = await createTestParticipant(eventId, teamId);
    if (!pledge) continue;
    await rows.entities.pledge
      .create({
        pledgeId: randomUUID(),
        eventId,
        participantId,
        teamId,
        kind: pledge.kind,
        status: pledge.status as 'Charged',
        amountCents: pledge.amountCents,
        ...(pledge.chargedCents === undefined ? {} : { chargedCents: pledge.chargedCents }),
        donorFirstName: 'Dana',
        donorLastName: 'Whitfield',
        donorEmail: 'dana@donor.org',
        anonymous: false,
        coverExpense: false,
        commissionPercent: 10,
        createdAt: '2026-03-20T12:00:00.000Z',
      })
      .go();
  }
  return eventId;
}

beforeAll(async () => {
  [franchiseA, franchiseB] = await Promise.all([shopFranchise(undefined), shopFranchise(undefined)]);
  organizer = await signedInTestUser('organizer', 'calcorg');
  [franchiseeA, franchiseeB, leader] = await Promise.all([
    signedInTestUser('franchisee-user', 'calcfra', { franchiseId: franchiseA }),
    signedInTestUser('franchisee-user', 'calcfrb', { franchiseId: franchiseB }),
    signedInTestUser('franchisee-team-leader', 'calctl', { franchiseId: franchiseA }),
  ]);
  [prizeVendor, medalVendor] = await Promise.all([
    shopVendor('Calc Prize Co', { franchiseIds: [franchiseA, franchiseB] }),
    shopVendor('Calc Medals', { franchiseIds: [franchiseA, franchiseB] }),
  ]);
  [bracelet, shirt, medal, powder] = await Promise.all([
    shopProduct(prizeVendor, { name: 'Glow Bracelet', packSize: 25, minimumOrder: 50, priceCents: 40 }),
    shopProduct(prizeVendor, {
      name: 'Glow Shirt',
      quantityBasis: 'per-shirt-size',
      variants: [{ sizeCode: 'YS' }, { sizeCode: 'YM' }, { sizeCode: 'AL' }],
      packSize: 6,
      minimumOrder: 12,
      priceCents: 450,
    }),
    shopProduct(medalVendor, { name: 'Gold Medal', priceCents: 500 }),
    shopProduct(prizeVendor, {
      name: 'Color powder',
      quantityBasis: 'per-participant',
      amountPerParticipant: 0.5,
      packSize: 5,
      minimumOrder: 1,
      priceCents: 1200,
    }),
  ]);
  const rows = await thonRows();
  await rows.entities.product.patch({ productId: powder.productId }).set({ quantityUnit: 'lb' }).go();
});

describe('RunPrizeCalculator', () => {
  it('without history: the default distribution, sizes from the roster, rounded to packs and minimums, priced', async () => {
    const { eventId } = await calculatorThon(franchiseA);
    const result = await calculated({ ThonId: eventId });
    expect(result).toMatchObject({
      Basis: 'default',
      HistoryOf: null,
      PastThons: [],
      Participants: 10,
      BufferPercent: 10,
      Mode: 'cumulative',
    });
    // No history: the Thon's goal ($5,000).
    expect(result.ExpectedRaiseCents).toBe(500_000);
    const lines = (levelId: string) =>
      result.Levels.find((level) => level.LevelId === levelId)?.Items.map((item) => [
        item.ProductName,
        item.SizeCode,
        item.Needed,
        item.Requested,
        item.Quantity,
        item.ToPack,
        item.ToMinimum,
        item.CostCents,
      ]);
    expect(
      result.Levels.map((level) => [
        level.LevelId,
        level.ExpectedPercent,
        level.ExpectedStudents,
        level.ActualAwards,
      ]),
    ).toEqual([
      ['registered', 100, 10, null],
      ['one', 60, 6, null],
      ['three', 28, 3, null],
    ]);
    // 10 bracelets + 10% = 11, packs of 25 -> 25, minimum 50.
    expect(lines('registered')).toEqual([['Glow Bracelet', null, 10, 11, 50, true, true, 2000]]);
    // 6 shirts over YS 3 / YM 5 (the two without a size spread alike): 2.25 and 3.75 -> 2 and 4;
    // + 10% -> 3 and 5, packs of 6, minimum 12.
    expect(lines('one')).toEqual([
      ['Glow Shirt', 'YS', 2, 3, 12, true, true, 5400],
      ['Glow Shirt', 'YM', 4, 5, 12, true, true, 5400],
    ]);
    expect(lines('three')).toEqual([['Gold Medal', null, 3, 4, 4, false, false, 2000]]);
    // Half a pound each: 5 lb + 10% = 5.5 -> 6, bags of 5 -> 10.
    expect(result.Supplies).toEqual([
      expect.objectContaining({
        ProductName: 'Color powder',
        Needed: 5,
        Requested: 6,
        Quantity: 10,
        ToPack: true,
        PerParticipant: 0.5,
        Unit: 'lb',
        CostCents: 12_000,
      }),
    ]);
    expect(result.TotalCostCents).toBe(2000 + 5400 + 5400 + 2000 + 12_000);
    expect(result.Warnings).toEqual([]);
  });

  it('warns over the budget and above 10% of the expected raise', async () => {
    const { eventId } = await calculatorThon(franchiseA);
    await (await thonRows()).entities.event.patch({ eventId }).set({ goal: 200 }).go();
    const result = await calculated({ ThonId: eventId, BudgetCents: 20_000, BufferPercent: 0 });
    expect(result.BudgetCents).toBe(20_000);
    expect(result.Warnings).toEqual([
      calculatorOverBudget(result.TotalCostCents, 20_000),
      calculatorOverRaiseShare(result.TotalCostCents, 20_000),
    ]);
  });

  it("learns from the school's completed Thons, else the franchise's, with this programme's divisor", async () => {
    const { eventId, organizationId } = await calculatorThon(franchiseB);
    // $1 a lap (credit 3,000 of 3,000), $100 once (reaches $3), a cancelled $5 a lap, no pledge.
    const past = await pastThon(franchiseB, organizationId, [
      { kind: 'per-unit', status: 'Charged', amountCents: 100, chargedCents: 2_500 },
      { kind: 'flat', status: 'Charged', amountCents: 10_000, chargedCents: 10_000 },
      { kind: 'per-unit', status: 'Cancelled', amountCents: 500 },
      undefined,
    ]);
    const result = await calculated({ ThonId: eventId, BufferPercent: 0 });
    expect(result.Basis).toBe('history');
    expect(result.HistoryOf).toEqual({ Scope: 'school', Name: 'Lincoln Elementary' });
    expect(result.PastThons).toEqual([
      { ThonId: past, Name: expect.stringContaining('Spring Run'), Participants: 4 },
    ]);
    expect(
      result.Levels.map((level) => [level.LevelId, level.ExpectedPercent, level.ExpectedStudents]),
    ).toEqual([
      ['registered', 100, 10],
      ['one', 50, 5],
      ['three', 25, 3],
    ]);
    // Raised $125 over 4 past participants, x 10 now.
    expect(result.ExpectedRaiseCents).toBe(31_250);

    // Another school of the same franchise has no Thon of its own: the franchise's teach it.
    const other = await calculatorThon(franchiseB);
    const franchiseWide = await calculated({ ThonId: other.eventId });
    expect(franchiseWide.Basis).toBe('history');
    expect(franchiseWide.HistoryOf).toEqual({
      Scope: 'franchise',
      Name: expect.stringContaining('Shop franchise'),
    });
    expect(franchiseWide.PastThons.map((thon) => thon.ThonId)).toEqual([past]);
  });

  it("takes the caller's percents per level (edited), refusing a higher level expecting more than a lower", async () => {
    const { eventId } = await calculatorThon(franchiseA);
    const edited = await calculated({
      ThonId: eventId,
      ExpectedPercents: [{ LevelId: 'three', Percent: 50 }],
    });
    expect(edited.Basis).toBe('edited');
    expect(edited.Levels.find((level) => level.LevelId === 'three')).toMatchObject({
      ExpectedPercent: 50,
      ExpectedStudents: 5,
    });
    const rising = await run({ ThonId: eventId, ExpectedPercents: [{ LevelId: 'three', Percent: 90 }] });
    expect(rising.status).toBe(400);
    expect(rising.body).toMatchObject({ message: calculatorPercentsRise('Three dollars', 'One dollar') });
    expect((await run({ ThonId: eventId, BufferPercent: 101 })).status).toBe(400);
  });

  it('top mode gives each student their highest level only', async () => {
    const { eventId } = await shopThon({
      organizerUserId: organizer.userId,
      franchiseId: franchiseA,
      sizes: Array(10).fill('YM'),
    });
    await saveProgramme(eventId, 'top');
    const result = await calculated({ ThonId: eventId });
    // Reaching 10, 6, 3 (default): highest level 4, 3, 3.
    expect(result.Levels.map((level) => [level.ReachingStudents, level.ExpectedStudents])).toEqual([
      [10, 4],
      [6, 3],
      [3, 3],
    ]);
  });

  it('after the start, the awards the nightly lock made and not void, per level', async () => {
    const rows = await thonRows();
    // Started two days ago: the lock as of now fixes last night.
    const startDate = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { eventId, teamId, participantIds } = await createPledgeEvent({
      participants: 3,
      organizerUserId: organizer.userId,
      franchiseId: franchiseA,
      startDate,
      endDate: startDate,
    });
    // $30 once reaches $1 a lap, $90 once $3 a lap; the third runner has no gift. The gifts come
    // before the programme, so no lock (the stack's timer included) sees the Thon without them.
    for (const [index, amountCents] of [3_000, 9_000].entries()) {
      await rows.entities.pledge
        .create({
          pledgeId: randomUUID(),
          eventId,
          participantId: participantIds[index] ?? '',
          teamId,
          kind: 'flat',
          status: 'Charged',
          amountCents,
          chargedCents: amountCents,
          donorFirstName: 'Dana',
          donorLastName: 'Whitfield',
          donorEmail: 'dana@donor.org',
          anonymous: false,
          coverExpense: false,
          commissionPercent: 10,
          createdAt: new Date().toISOString(),
        })
        .go();
    }
    await saveProgramme(eventId);
    await runLock(new Date());
    const awards = await storedAwards(eventId);
    expect(awards.filter((award) => award.state === 'locked')).toHaveLength(6);
    // A refund voided the second runner's $1 award (as the refund path does).
    const voided = awards.find(
      (award) => award.participantId === participantIds[1] && award.levelId === 'one',
    );
    await rows.entities.prizeAward
      .patch({ eventId, teamId, participantId: participantIds[1] ?? '', levelId: 'one' })
      .set({ state: 'void', voidReason: 'creditFell', version: (voided?.version ?? 1) + 1 })
      .go();
    const result = await calculated({ ThonId: eventId });
    expect(result.Levels.map((level) => [level.LevelId, level.ActualAwards])).toEqual([
      ['registered', 3],
      ['one', 1],
      ['three', 1],
    ]);
  });

  it("no programme is 409; another franchise's Thon answers 404 like an unknown one", async () => {
    const { eventId } = await shopThon({ organizerUserId: organizer.userId, franchiseId: franchiseA });
    const none = await run({ ThonId: eventId });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: calculatorNoProgramme });
    const withProgramme = await calculatorThon(franchiseA);
    for (const thonId of [withProgramme.eventId, randomUUID()]) {
      const answer = await run({ ThonId: thonId }, franchiseeB);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: noSuchEvent });
    }
    expect((await run({ ThonId: withProgramme.eventId }, franchiseeA)).status).toBe(200);
  });

  it('a franchisee team leader runs it on a Thon they are assigned to, and only there', async () => {
    const { eventId } = await calculatorThon(franchiseA);
    expect((await run({ ThonId: eventId }, leader)).status).toBe(404);
    await (
      await thonRows()
    ).entities.thonAssignment
      .create({
        userId: leader.userId,
        eventId,
        franchiseId: franchiseA,
        assignedAt: new Date().toISOString(),
        assignedByUserId: franchiseeA.userId,
      })
      .go();
    expect((await run({ ThonId: eventId }, leader)).status).toBe(200);
  });
});

describe('CreateCartsFromCalculation', () => {
  const create = (
    body: Record<string, unknown>,
    key: string | null,
    by: { headers: Record<string, string> } = organizer,
  ) =>
    api.post('/api/prize-calculator/CreateCartsFromCalculation', body, {
      ...by.headers,
      ...(key === null ? {} : { 'idempotency-key': key }),
    });

  it('makes one draft cart per vendor with the calculated quantities; the same key answers the same carts', async () => {
    const { eventId } = await calculatorThon(franchiseA);
    const key = randomUUID();
    const first = await create({ ThonId: eventId }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { Carts } = first.body as CalculatorCarts;
    expect(Carts.map((cart) => cart.VendorName)).toEqual(['Calc Medals', 'Calc Prize Co']);
    expect(Carts[1]?.Lines.map((line) => [line.ProductName, line.Size, line.Quantity])).toEqual([
      ['Glow Bracelet', null, 50],
      ['Glow Shirt', 'YS', 12],
      ['Glow Shirt', 'YM', 12],
      ['Color powder', null, 10],
    ]);
    expect(Carts[0]?.Lines.map((line) => [line.ProductName, line.Quantity])).toEqual([['Gold Medal', 4]]);

    const again = await create({ ThonId: eventId }, key);
    expect(again.status).toBe(200);
    expect((again.body as CalculatorCarts).Carts.map((cart) => cart.OrderId)).toEqual(
      Carts.map((cart) => cart.OrderId),
    );
    // The shop's own carts: drafts of this Thon, listed once each.
    const listed = await api.get(`/api/shop/ListOrders?ThonId=${eventId}&Status=draft`, organizer.headers);
    expect(listed.status).toBe(200);
    const orders = (listed.body as { Orders: { OrderId: string }[] }).Orders.map((order) => order.OrderId);
    expect(orders.sort()).toEqual(Carts.map((cart) => cart.OrderId).sort());

    const otherBody = await create({ ThonId: eventId, BufferPercent: 20 }, key);
    expect(otherBody.status).toBe(409);
    expect(otherBody.body).toMatchObject({ message: calculatorKeyReused });
  });

  it('two calls at once with one key make one set of carts', async () => {
    const { eventId } = await calculatorThon(franchiseA);
    const key = randomUUID();
    const answers = await Promise.all([create({ ThonId: eventId }, key), create({ ThonId: eventId }, key)]);
    // One makes the carts; the other answers them, or that they are still being made.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const made = answers.find((answer) => answer.status === 200)?.body as CalculatorCarts;
    expect(made.Carts).toHaveLength(2);
    const listed = await api.get(`/api/shop/ListOrders?ThonId=${eventId}&Status=draft`, organizer.headers);
    const orders = (listed.body as { Orders: { OrderId: string }[] }).Orders.map((order) => order.OrderId);
    expect(orders.sort()).toEqual(made.Carts.map((cart) => cart.OrderId).sort());
    const again = await create({ ThonId: eventId }, key);
    expect((again.body as CalculatorCarts).Carts.map((cart) => cart.OrderId)).toEqual(
      made.Carts.map((cart) => cart.OrderId),
    );
  });

  it('takes over a run that died after its lease, filling the cart it had recorded', async () => {
    const { eventId } = await calculatorThon(franchiseA);
    const key = randomUUID();
    const { createHash } = await import('node:crypto');
    const { createCart } = await import('../../src/domain/shop-orders/create-cart');
    const { shopCartDeps } = await import('../../src/composition/shop-order-carts');
    const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
    // The dead run had made the medal vendor's cart and died before filling it.
    const dead = await createCart(
      shopCartDeps,
      { userId: organizer.userId, sessionId: 'test', role: 'organizer' },
      { ThonId: eventId, VendorId: medalVendor },
    );
    const claim = {
      userId: organizer.userId,
      keyHash: hash(key),
      bodyHash: hash(JSON.stringify({ ThonId: eventId, BufferPercent: 10 })),
      eventId,
      state: 'making' as const,
      runId: 'dead-run',
      leaseUntil: new Date(Date.now() + 60_000).toISOString(),
      carts: [{ vendorId: medalVendor, orderId: dead.Order.OrderId }],
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    };
    const rows = await thonRows();
    await rows.entities.prizeCartClaim.create(claim).go();
    // Still within its lease: being made.
    const early = await create({ ThonId: eventId }, key);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: calculatorCartsInProgress });
    await rows.entities.prizeCartClaim
      .patch({ userId: claim.userId, keyHash: claim.keyHash })
      .set({ leaseUntil: new Date(Date.now() - 1000).toISOString() })
      .go();
    const taken = await create({ ThonId: eventId }, key);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const carts = (taken.body as CalculatorCarts).Carts;
    expect(carts.map((cart) => cart.VendorName)).toEqual(['Calc Medals', 'Calc Prize Co']);
    // The recorded cart was filled, not made again.
    expect(carts[0]).toMatchObject({
      OrderId: dead.Order.OrderId,
      Lines: [expect.objectContaining({ Quantity: 4 })],
    });
    const listed = await api.get(`/api/shop/ListOrders?ThonId=${eventId}&Status=draft`, organizer.headers);
    expect((listed.body as { Orders: unknown[] }).Orders).toHaveLength(2);
  });

  it("needs an Idempotency-Key, and refuses another franchise's Thon like an unknown one", async () => {
    const { eventId } = await calculatorThon(franchiseA);
    const keyless = await create({ ThonId: eventId }, null);
    expect(keyless.status).toBe(400);
    expect(keyless.body).toMatchObject({ message: idempotencyKeyRequired });
    const foreign = await create({ ThonId: eventId }, randomUUID(), franchiseeB);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: noSuchEvent });
  });
});
