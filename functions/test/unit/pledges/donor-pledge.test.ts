// The donor's manage link on in-memory ports: a pledge is cancelled or confirmed only while it may
// still change (a per-unit pledge, pending or scheduled, its Thon not completed), the participant's
// pledged total moves by the exact difference, and a wrong token finds nothing.
import { describe, expect, it } from 'vitest';
import {
  cardDeclinedLinkRenewed,
  pledgeLinkInvalid,
  pledgeNotEditable,
  pledgeNotPending,
} from '@thon/shared/catalog/messages';
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import { hashSecret } from '../../../src/domain/auth/one-time-secret';
import { cancelPledge, confirmPledge, updatePledge } from '../../../src/domain/pledges/donor-pledge';
import { Conflict, NotFound, PaymentDeclined } from '../../../src/domain/errors';
import { intakeWorld } from './intake-fixture';

const token = 'pledge-1.the-secret';

/** A scheduled $2.50 pledge on a participant with 4 units recorded: $10 pledged. */
function donorWorld(pledge: Partial<PledgeRecord> = {}, eventStatus: 'live' | 'completed' = 'live') {
  const world = intakeWorld();
  const { records } = world;
  records.events.set('event-1', { ...records.event('event-1'), status: eventStatus });
  records.participants.set('kid-1', { ...records.participant('kid-1'), units: 4, pledgedCents: 1000 });
  records.addPledge({
    pledgeId: 'pledge-1',
    eventId: 'event-1',
    participantId: 'kid-1',
    kind: 'per-unit',
    status: 'Scheduled',
    amountCents: 250,
    commissionPercent: 10,
    coverExpense: false,
    donorFirstName: 'Ada',
    donorLastName: 'Lovelace',
    donorEmail: 'ada@example.com',
    customerId: 'cus_ada',
    paymentMethodId: 'pm_ada',
    manageTokenHash: hashSecret('the-secret'),
    ...pledge,
  });
  return world;
}

async function refused(answer: Promise<unknown>, kind: new (message: string) => Error, message: string) {
  const error: unknown = await answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(message);
}

describe('CancelPledge', () => {
  it('cancels a scheduled pledge and takes its estimate off the pledged total', async () => {
    const world = donorWorld();
    const answer = await cancelPledge(world.deps, token);
    expect(answer).toMatchObject({ Status: 'Cancelled', Editable: false });
    expect(world.records.pledge('pledge-1').status).toBe('Cancelled');
    expect(world.records.participant('kid-1').pledgedCents).toBe(0);
  });

  it('cancels a pending pledge, which counted nothing', async () => {
    const world = donorWorld({ status: 'Pending' });
    await cancelPledge(world.deps, token);
    expect(world.records.participant('kid-1').pledgedCents).toBe(1000);
  });

  it('refuses once the Thon is completed, a gift, and a pledge charged or cancelled already', async () => {
    for (const world of [
      donorWorld({}, 'completed'),
      donorWorld({ kind: 'flat', status: 'Charged' }),
      donorWorld({ status: 'Charged' }),
      donorWorld({ status: 'Cancelled' }),
    ]) {
      const before = world.records.pledge('pledge-1');
      await refused(cancelPledge(world.deps, token), Conflict, pledgeNotEditable);
      expect(world.records.pledge('pledge-1')).toEqual(before);
      expect(world.records.participant('kid-1').pledgedCents).toBe(1000);
    }
  });

  it('finds nothing with a wrong secret, another pledge’s id, or no token', async () => {
    const world = donorWorld();
    await refused(cancelPledge(world.deps, 'pledge-1.not-it'), NotFound, pledgeLinkInvalid);
    await refused(cancelPledge(world.deps, 'pledge-2.the-secret'), NotFound, pledgeLinkInvalid);
    await refused(cancelPledge(world.deps, undefined), NotFound, pledgeLinkInvalid);
    expect(world.records.pledge('pledge-1').status).toBe('Scheduled');
  });
});

describe('ConfirmPledge', () => {
  it('schedules a pending pledge and adds its estimate at the units recorded', async () => {
    const world = donorWorld({ status: 'Pending', amountCents: 600 });
    expect(await confirmPledge(world.deps, token)).toMatchObject({ Status: 'Scheduled' });
    expect(world.records.participant('kid-1').pledgedCents).toBe(1000 + 2400);
  });

  it('refuses a pledge that is not pending, and one whose Thon is completed', async () => {
    await refused(confirmPledge(donorWorld().deps, token), Conflict, pledgeNotPending);
    const completed = donorWorld({ status: 'Pending' }, 'completed');
    await refused(confirmPledge(completed.deps, token), Conflict, pledgeNotEditable);
  });
});

describe('UpdatePledge', () => {
  it('moves the pledged total by the exact difference of a new rate', async () => {
    const world = donorWorld();
    await updatePledge(world.deps, token, { Amount: 3.1 }, '203.0.113.9');
    expect(world.records.pledge('pledge-1').amountCents).toBe(310);
    expect(world.records.participant('kid-1').pledgedCents).toBe(1240);
  });

  it('replaces the manage link when a new card is declined, so the old link stops working', async () => {
    const world = donorWorld();
    world.payments.declineNext();
    await refused(
      updatePledge(world.deps, token, { PaymentMethodId: 'pm_new' }, '203.0.113.9'),
      PaymentDeclined,
      cardDeclinedLinkRenewed,
    );
    expect(world.records.pledge('pledge-1').paymentMethodId).toBe('pm_ada');
    expect(world.mailer.sent.map((mail) => mail.to)).toEqual(['ada@example.com']);
    await refused(cancelPledge(world.deps, token), NotFound, pledgeLinkInvalid);
  });
});
