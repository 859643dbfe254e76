// The commission a pledge pays, on in-memory ports: the Thon's own percent, else its franchise's
// default, else the platform's, clamped to the spec's maximum. Whatever fixes it (CreatePledge,
// RecordOfflinePledge) stores it and whatever shows it (GetPledgeOptions, GetPledgeSettings) shows
// the same; a Thon of a direct customer reads no franchise.
import { describe, expect, it } from 'vitest';
import { defaultCommissionPercent, maxCommissionPercent } from '@thon/shared/catalog/donations';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { Caller } from '../../../src/domain/caller';
import { createPledge } from '../../../src/domain/pledges/create-pledge';
import { recordOfflinePledge } from '../../../src/domain/pledges/offline-pledge';
import { pledgeOptions } from '../../../src/domain/pledges/pledge-options';
import { pledgeSettings } from '../../../src/domain/pledges/pledge-settings';
import { pledgeTermsOf } from '../../../src/domain/pledges/pledge-terms';
import { FixedClock } from '../../support/in-memory/clock';
import { SequentialIds } from '../../support/in-memory/ids';
import { InMemoryPaymentProvider } from '../../support/in-memory/payments';
import { InMemoryPledgeSettings } from '../../support/in-memory/pledge-settings';
import { intakeWorld } from './intake-fixture';

const superAdmin: Caller = { userId: 'admin-1', sessionId: 's', role: 'super-admin' };

/** The fixture's live Thon, of franchise f-12 (default 12 %) unless told otherwise, without a percent of its own. */
function worldOf(event: Partial<EventRecord>) {
  const world = intakeWorld();
  world.franchises.withDefault('f-12', 12).withDefault('f-75', 75);
  const { commissionPercent: _own, ...rest } = world.records.event('event-1');
  world.records.events.set('event-1', { ...rest, franchiseId: 'f-12', endDate: '2026-05-04', ...event });
  return world;
}

const perUnit = {
  ParticipantId: 'kid-1',
  Kind: 'PerUnit' as const,
  Amount: 2.5,
  Donor: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' },
  Anonymous: false,
  CoverExpense: false,
  AgreeToTerms: true as const,
  PaymentMethodId: 'pm_card_visa',
};

let keys = 0;
const context = () => ({ idempotencyKey: `commission-key-${(keys += 1)}`, clientIp: '203.0.113.9' });

async function storedPercentOf(world: ReturnType<typeof intakeWorld>) {
  const created = await createPledge(world.deps, perUnit, context());
  return world.records.pledge(created.PledgeId).commissionPercent;
}

describe('pledgeTermsOf: the commission from the franchise default it is given', () => {
  const event = intakeWorld().records.event('event-1');
  it('takes the Thon’s own 5 over the franchise’s 12', () => {
    expect(pledgeTermsOf({ ...event, commissionPercent: 5 }, 12).commissionPercent).toBe(5);
  });
  it('takes the franchise’s 12 when the Thon has none, else the platform’s', () => {
    const { commissionPercent: _own, ...noOwn } = event;
    expect(pledgeTermsOf(noOwn, 12).commissionPercent).toBe(12);
    expect(pledgeTermsOf(noOwn, undefined).commissionPercent).toBe(defaultCommissionPercent);
  });
  it('clamps a stored default past the maximum', () => {
    const { commissionPercent: _own, ...noOwn } = event;
    expect(pledgeTermsOf(noOwn, 75).commissionPercent).toBe(maxCommissionPercent);
  });
});

describe('CreatePledge stores the effective commission', () => {
  it('the Thon’s own 5 beats its franchise’s 12', async () => {
    expect(await storedPercentOf(worldOf({ commissionPercent: 5 }))).toBe(5);
  });
  it('its franchise’s 12 when the Thon has none', async () => {
    expect(await storedPercentOf(worldOf({}))).toBe(12);
  });
  it('the platform’s for a direct customer’s Thon, reading no franchise', async () => {
    const world = worldOf({ franchiseId: 'direct' });
    expect(await storedPercentOf(world)).toBe(defaultCommissionPercent);
    expect(world.franchises.reads).toBe(0);
  });
  it('the maximum when a franchise’s stored default is past it', async () => {
    expect(await storedPercentOf(worldOf({ franchiseId: 'f-75' }))).toBe(maxCommissionPercent);
  });
});

describe('the other paths fix or show the same percent', () => {
  it('RecordOfflinePledge stores the franchise’s 12', async () => {
    const world = worldOf({});
    await recordOfflinePledge(
      {
        thons: world.records,
        franchises: world.franchises,
        pledges: world.records,
        offline: world.records,
        ids: new SequentialIds(),
        metrics: world.metrics,
      },
      superAdmin,
      { ParticipantId: 'kid-1', Method: 'Cash', Amount: 12.34, DonorName: 'Grace Hopper', Anonymous: false },
    );
    expect([...world.records.pledges.values()].map((pledge) => pledge.commissionPercent)).toEqual([12]);
  });
  it('GetPledgeOptions shows the franchise’s 12 to the donor', async () => {
    const world = worldOf({});
    const options = await pledgeOptions(
      {
        thons: world.records,
        franchises: world.franchises,
        clock: world.clock,
        privacy: { publicNamesRetentionDays: () => 30 },
      },
      'kid-1',
    );
    expect(options.CommissionPercent).toBe(12);
  });
  it('GetPledgeSettings shows the franchise’s 12, and the Thon’s own once set', async () => {
    const world = worldOf({});
    const deps = {
      thons: world.records,
      franchises: world.franchises,
      payments: new InMemoryPaymentProvider(),
      settings: new InMemoryPledgeSettings(world.records),
      clock: new FixedClock(Date.UTC(2026, 4, 4)),
      ids: new SequentialIds(),
    };
    expect((await pledgeSettings(deps, superAdmin, 'event-1')).CommissionPercent).toBe(12);
    world.records.events.set('event-1', { ...world.records.event('event-1'), commissionPercent: 9 });
    expect((await pledgeSettings(deps, superAdmin, 'event-1')).CommissionPercent).toBe(9);
  });
});
