// CreatePledge on in-memory ports: the event's terms applied to what is stored and shown, the
// minimums, the most units a pledge may count, idempotency keys, and the network's card attempts at
// and past their limit. The emulator suites keep the DynamoDB conditions and the wire contract.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { createPledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import {
  cardDeclined,
  idempotencyKeyReused,
  initialPledgeTooSmall,
  invalidCaptcha,
  minimumTransactionNotMet,
  noSuchParticipant,
  oneTimeGiftTooSmall,
  pledgeCaptchaRequired,
  pledgesNotOpenYet,
} from '@thon/shared/catalog/messages';
import { createPledge, pledgeIdOf } from '../../../src/domain/pledges/create-pledge';
import { pledgeLimitsPerWindow } from '../../../src/domain/pledges/pledge-guards';
import { CaptchaRequired, Conflict, NotFound, PaymentDeclined, RuleBroken } from '../../../src/domain/errors';
import { intakeWorld } from './intake-fixture';

type Request = z.infer<typeof createPledgeRequestSchema>;

const perUnit = (overrides: Partial<Request> = {}): Request => ({
  ParticipantId: 'kid-1',
  Kind: 'PerUnit',
  Amount: 2.5,
  Donor: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'Ada@Example.com' },
  Anonymous: false,
  CoverExpense: false,
  AgreeToTerms: true,
  PaymentMethodId: 'pm_card_visa',
  ...overrides,
});

const gift = (overrides: Partial<Request> = {}) => perUnit({ Kind: 'Flat', Amount: 25, ...overrides });

/** Refused with this error class and message (the field issues a RuleBroken carries aside). */
async function refused(answer: Promise<unknown>, kind: new (message: string) => Error, message: string) {
  const error: unknown = await answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(message);
}

let keys = 0;
const context = (key = `key-${(keys += 1)}-0000`) => ({ idempotencyKey: key, clientIp: '203.0.113.9' });

describe('CreatePledge: the event’s terms', () => {
  it('stores a per-unit pledge at the event’s commission and maximum, counting nothing until units are recorded', async () => {
    const world = intakeWorld();
    const created = await createPledge(world.deps, perUnit(), context('terms-key-1'));
    expect(created).toMatchObject({
      PledgeId: pledgeIdOf('terms-key-1'),
      Status: 'Scheduled',
      Kind: 'PerUnit',
      Amount: 2.5,
      CountableUnits: 20,
      MaximumAmount: 50,
      // The processing expense comes out of the school's share unless the donor covers it.
      Breakdown: { DonorPays: 50, School: 43, Commission: 5, Expense: 2 },
      Email: 'ada@example.com',
    });
    const stored = world.records.pledge(created.PledgeId);
    expect(stored).toMatchObject({
      kind: 'per-unit',
      amountCents: 250,
      commissionPercent: 10,
      shownMaxUnits: 20,
      donorEmail: 'ada@example.com',
      organizationId: 'org-1',
      teamId: 'team-1',
    });
    // No units recorded yet: the estimate adds nothing to the participant's pledged total.
    expect(world.records.participant('kid-1').pledgedCents ?? 0).toBe(0);
    expect(world.payments.chargeRequests).toEqual([]);
    expect(world.mailer.sent.map((mail) => mail.to)).toEqual(['ada@example.com']);
    expect(world.mailer.sent[0]?.text).toContain('https://thon.test/pledge/manage#t=');
  });

  it('estimates the pledged total at the units already recorded, in exact cents', async () => {
    const world = intakeWorld();
    world.records.participants.set('kid-1', { ...world.records.participant('kid-1'), units: 7 });
    await createPledge(world.deps, perUnit({ Amount: 0.35 }), context());
    expect(world.records.participant('kid-1').pledgedCents).toBe(245);
  });

  it('charges a gift now at the event’s split and credits the participant what the school receives', async () => {
    const world = intakeWorld();
    const created = await createPledge(world.deps, gift({ Amount: 33.33, CoverExpense: true }), context());
    expect(created.Status).toBe('Charged');
    const [charge] = world.payments.chargeRequests;
    expect(charge).toMatchObject({ destinationAccountId: 'acct_school', offSession: false, currency: 'usd' });
    expect(Number.isInteger(charge?.amountCents)).toBe(true);
    expect(charge?.idempotencyKey).toBe(`${created.PledgeId}:charge`);
    expect(world.records.participant('kid-1').raisedCents).toBe(3333);
  });

  it('keeps the pledge when its email is refused, and reports the failure', async () => {
    const world = intakeWorld();
    world.mailer.failing = true;
    const created = await createPledge(world.deps, perUnit(), context());
    expect(world.records.pledge(created.PledgeId).status).toBe('Scheduled');
    expect(world.logger.entries).toEqual([
      {
        level: 'error',
        message: 'Pledge email not sent',
        facts: expect.objectContaining({ pledgeId: created.PledgeId }),
      },
    ]);
  });

  it('waits for the donor’s confirmation above the pending rate', async () => {
    const world = intakeWorld();
    const created = await createPledge(world.deps, perUnit({ Amount: 5.01 }), context());
    expect(created.Status).toBe('Pending');
  });

  it('takes no pledge while the Thon is a draft, and none for a hidden participant', async () => {
    const world = intakeWorld();
    world.records.events.set('event-1', { ...world.records.event('event-1'), status: 'draft' });
    await refused(createPledge(world.deps, perUnit(), context()), Conflict, pledgesNotOpenYet);
    const hidden = intakeWorld();
    hidden.records.participants.set('kid-1', {
      ...hidden.records.participant('kid-1'),
      hiddenFromPublic: true,
    });
    await refused(createPledge(hidden.deps, perUnit(), context()), NotFound, noSuchParticipant);
    expect([...world.records.pledges.values(), ...hidden.records.pledges.values()]).toEqual([]);
  });
});

describe('CreatePledge: minimums and the most units counted', () => {
  it('refuses a rate below the minimum, a gift below the live minimum and a pledge below $1, asking the provider nothing', async () => {
    const world = intakeWorld();
    await refused(
      createPledge(world.deps, perUnit({ Amount: 0.29 }), context()),
      RuleBroken,
      initialPledgeTooSmall(0.3),
    );
    await refused(
      createPledge(world.deps, gift({ Amount: 9.99 }), context()),
      RuleBroken,
      oneTimeGiftTooSmall(10),
    );
    await refused(
      createPledge(world.deps, perUnit({ Amount: 0.3, MaxUnits: 3 }), context()),
      RuleBroken,
      minimumTransactionNotMet,
    );
    expect(world.records.pledges.size).toBe(0);
    expect(world.payments.chargeRequests).toEqual([]);
    expect(world.payments.saveRequests).toEqual([]);
  });

  it('accepts the minimums themselves, and the event’s own higher minimum', async () => {
    const world = intakeWorld();
    await expect(createPledge(world.deps, perUnit({ Amount: 0.3 }), context())).resolves.toBeDefined();
    await expect(createPledge(world.deps, gift({ Amount: 10 }), context())).resolves.toBeDefined();
    world.records.events.set('event-1', {
      ...world.records.event('event-1'),
      initialPledgeMinimumCents: 100,
    });
    await refused(
      createPledge(world.deps, perUnit({ Amount: 0.99 }), context()),
      RuleBroken,
      initialPledgeTooSmall(1),
    );
  });

  it('counts at most the event’s maximum, or the donor’s lower cap', async () => {
    const world = intakeWorld();
    const above = await createPledge(world.deps, perUnit({ MaxUnits: 50 }), context());
    expect(above).toMatchObject({ CountableUnits: 20, MaximumAmount: 50 });
    expect(world.records.pledge(above.PledgeId)).toMatchObject({ capUnits: 50, shownMaxUnits: 20 });
    const capped = await createPledge(world.deps, perUnit({ MaxUnits: 5 }), context());
    expect(capped).toMatchObject({ CountableUnits: 5, MaximumAmount: 12.5 });
    expect(world.records.pledge(capped.PledgeId).shownMaxUnits).toBe(5);
  });
});

describe('CreatePledge: idempotency keys', () => {
  it('answers the same pledge to a retried request, writing and saving nothing again', async () => {
    const world = intakeWorld();
    const first = await createPledge(world.deps, perUnit(), context('retry-key-1'));
    const again = await createPledge(world.deps, perUnit(), context('retry-key-1'));
    expect(again).toEqual(first);
    expect(world.records.writes).toEqual([first.PledgeId]);
    expect(world.payments.saveRequests).toHaveLength(1);
    expect(world.mailer.sent).toHaveLength(1);
  });

  it('charges a retried gift once', async () => {
    const world = intakeWorld();
    const first = await createPledge(world.deps, gift(), context('gift-key-1'));
    expect(await createPledge(world.deps, gift(), context('gift-key-1'))).toEqual(first);
    expect(world.payments.takenCents).toEqual([2500]);
    expect(world.records.participant('kid-1').raisedCents).toBe(2500);
  });

  it('refuses a key reused for another pledge', async () => {
    const world = intakeWorld();
    await createPledge(world.deps, perUnit(), context('reused-key-1'));
    await refused(
      createPledge(world.deps, perUnit({ Amount: 3 }), context('reused-key-1')),
      Conflict,
      idempotencyKeyReused,
    );
    expect(world.records.writes).toHaveLength(1);
  });
});

describe('CreatePledge: card attempts per network', () => {
  const { clientDeclines, captchaAttemptsPerSolution } = pledgeLimitsPerWindow;

  it('lets the network’s free attempts reach the provider, then asks for the captcha without asking it', async () => {
    const world = intakeWorld();
    for (let attempt = 0; attempt < clientDeclines; attempt += 1) {
      world.payments.declineNext();
      await refused(createPledge(world.deps, gift(), context()), PaymentDeclined, cardDeclined);
    }
    const asked = world.payments.chargeRequests.length;
    expect(asked).toBe(clientDeclines);
    const refusal = createPledge(world.deps, gift(), context());
    await expect(refusal).rejects.toBeInstanceOf(CaptchaRequired);
    await expect(refusal).rejects.toThrow(pledgeCaptchaRequired);
    expect(world.payments.chargeRequests).toHaveLength(asked);
    expect(world.records.pledges.size).toBe(0);
  });

  it('gives a taken card’s attempt back, so honest donors never reach the limit', async () => {
    const world = intakeWorld();
    for (let donor = 0; donor < clientDeclines + 2; donor += 1) {
      await createPledge(world.deps, gift(), context());
    }
    expect(world.records.writes).toHaveLength(clientDeclines + 2);
  });

  it('lets a solved captcha buy attempts once, and refuses its solution again', async () => {
    const world = intakeWorld();
    for (let attempt = 0; attempt < clientDeclines; attempt += 1) {
      world.payments.declineNext();
      await expect(createPledge(world.deps, gift(), context())).rejects.toThrow(PaymentDeclined);
    }
    for (let attempt = 0; attempt < captchaAttemptsPerSolution; attempt += 1) {
      world.payments.declineNext();
      const captcha = attempt === 0 ? { Captcha: 'solved:one' } : {};
      await expect(createPledge(world.deps, gift(captcha), context())).rejects.toThrow(PaymentDeclined);
    }
    await expect(createPledge(world.deps, gift(), context())).rejects.toThrow(pledgeCaptchaRequired);
    await refused(
      createPledge(world.deps, gift({ Captcha: 'solved:one' }), context()),
      CaptchaRequired,
      invalidCaptcha,
    );
    await expect(createPledge(world.deps, gift({ Captcha: 'wrong' }), context())).rejects.toThrow(
      invalidCaptcha,
    );
    const created = await createPledge(world.deps, gift({ Captcha: 'solved:two' }), context());
    expect(created.Status).toBe('Charged');
    expect(world.payments.chargeRequests).toHaveLength(clientDeclines + captchaAttemptsPerSolution + 1);
  });
});

describe('CreatePledge: counted once per pledge written', () => {
  it('counts a per-unit pledge and a gift by their kind', async () => {
    const world = intakeWorld();
    await createPledge(world.deps, perUnit(), context());
    await createPledge(world.deps, gift(), context());
    expect(world.metrics.counted).toEqual([
      { metric: 'PledgesCreated', value: 1, split: 'PerUnit' },
      { metric: 'PledgesCreated', value: 1, split: 'Flat' },
    ]);
  });

  it('counts nothing for a replayed request, nor for the twin of a request in flight', async () => {
    const world = intakeWorld();
    await createPledge(world.deps, gift(), context('counted-key-1'));
    await createPledge(world.deps, gift(), context('counted-key-1'));
    // Both read "no pledge yet" before either writes: the second's write is refused and replays.
    const [first, twin] = await Promise.all([
      createPledge(world.deps, perUnit(), context('counted-key-2')),
      createPledge(world.deps, perUnit(), context('counted-key-2')),
    ]);
    expect(twin).toEqual(first);
    expect(world.records.writes).toHaveLength(2);
    expect(world.metrics.total('PledgesCreated', 'Flat')).toBe(1);
    expect(world.metrics.total('PledgesCreated', 'PerUnit')).toBe(1);
  });

  it('counts nothing for a declined card, an amount refused or a key reused', async () => {
    const world = intakeWorld();
    world.payments.declineNext();
    await expect(createPledge(world.deps, gift(), context())).rejects.toThrow(PaymentDeclined);
    await expect(createPledge(world.deps, perUnit({ Amount: 0.29 }), context())).rejects.toThrow(RuleBroken);
    await createPledge(world.deps, perUnit(), context('counted-key-3'));
    await expect(createPledge(world.deps, perUnit({ Amount: 3 }), context('counted-key-3'))).rejects.toThrow(
      Conflict,
    );
    expect(world.metrics.counted).toEqual([{ metric: 'PledgesCreated', value: 1, split: 'PerUnit' }]);
  });
});
