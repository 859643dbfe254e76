// An organizer's refund on in-memory ports: exact cents to the provider with a key naming the
// refunded total as read and the amount (a retry asks the same refund, never a second one), the
// participant's raised total lowered by the credited part only, a second refund on the same read
// refused, and the super admin's rule for large or old refunds.
import { describe, expect, it } from 'vitest';
import { refundInProgress, refundNeedsSuperAdmin, refundTooLarge } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, Forbidden } from '../../../src/domain/errors';
import { refundPledge, type RefundDeps } from '../../../src/domain/pledges/processing/refund-pledge';
import { organizerRefundMaxAgeDays } from '../../../src/domain/pledges/processing/refund-rules';
import { handlePaymentWebhook } from '../../../src/domain/pledges/processing/payment-webhook';
import { SequentialIds } from '../../support/in-memory/ids';
import { processingWorld, sevenUnits, startMs } from './processing-fixture';

const organizer: Caller = { userId: 'organizer-1', sessionId: 's1', role: 'organizer' };
const superAdmin: Caller = { userId: 'admin-1', sessionId: 's2', role: 'super-admin' };

/** A pledge charged $19.50 ($17.50 credited, $2 covered expense) through the in-memory provider. */
async function chargedWorld() {
  const world = processingWorld();
  world.records.addEvent({ ...world.records.event('event-1'), organizerUserId: 'organizer-1' });
  world.payments.chargedAt = new Date(startMs - 24 * 60 * 60 * 1000);
  const charged = await world.payments.charge({
    amountCents: sevenUnits.donorPaysCents,
    currency: 'usd',
    paymentMethodId: 'pm_ada',
    offSession: true,
    destinationAccountId: 'acct_school',
    applicationFeeCents: sevenUnits.applicationFeeCents,
    idempotencyKey: 'pledge-1:charge:1',
  });
  if (charged.outcome !== 'succeeded') throw new Error('not charged');
  world.records.addPledge({
    ...world.records.pledge('pledge-1'),
    status: 'Charged',
    settledCents: sevenUnits.settledCents,
    chargedCents: sevenUnits.donorPaysCents,
    paymentIntentId: charged.paymentIntentId,
  });
  world.records.addParticipant({ ...world.records.participant('kid-1'), raisedCents: 1750, pledgedCents: 0 });
  const deps: RefundDeps = { ...world.deps, refunds: world.records, ids: new SequentialIds() };
  // Every port of the world, for the provider's webhook (a refund's own deps are fewer).
  return { ...world, deps, allPorts: world.deps, paymentIntentId: charged.paymentIntentId };
}

describe('refundPledge', () => {
  it('refunds part, then the rest, in exact cents with a key per refunded total, lowering raised by what was credited', async () => {
    const world = await chargedWorld();
    await refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 5 });
    expect(world.records.pledge('pledge-1')).toMatchObject({ status: 'Charged', refundedCents: 500 });
    expect(world.records.participant('kid-1').raisedCents).toBe(1250);
    // Each refund lowers the prize credit: the participant's awards are checked after it.
    expect(world.prizeReviews).toEqual(['kid-1']);

    await refundPledge(world.deps, organizer, { PledgeId: 'pledge-1' });
    expect(world.payments.refundRequests).toEqual([
      { paymentIntentId: world.paymentIntentId, amountCents: 500, idempotencyKey: 'pledge-1:refund:0:500' },
      {
        paymentIntentId: world.paymentIntentId,
        amountCents: 1450,
        idempotencyKey: 'pledge-1:refund:500:1450',
      },
    ]);
    expect(world.records.pledge('pledge-1')).toMatchObject({ status: 'Refunded', refundedCents: 1950 });
    // The covered $2 expense was never credited, so raised stops at zero.
    expect(world.records.participant('kid-1').raisedCents).toBe(0);
    expect(world.records.pledge('pledge-1').refundClaimId).toBeUndefined();
    expect(world.prizeReviews).toEqual(['kid-1', 'kid-1']);
  });

  it('refuses more than is left, and a refund while another holds the pledge, asking the provider nothing', async () => {
    const world = await chargedWorld();
    await expect(
      refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 19.51 }),
    ).rejects.toThrow(refundTooLarge);
    await world.records.claimRefund(world.records.pledge('pledge-1'), 'someone-else');
    await expect(refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 1 })).rejects.toThrow(
      new Conflict(refundInProgress),
    );
    expect(world.payments.refundRequests).toEqual([]);
    expect(world.records.participant('kid-1').raisedCents).toBe(1750);
    // Nothing was refunded: nothing to check.
    expect(world.prizeReviews).toEqual([]);
  });

  it('gives the claim back when the provider fails, so the refund can be asked again with the same key', async () => {
    const world = await chargedWorld();
    const failing: RefundDeps = {
      ...world.deps,
      // The provider, its every answer but a refund kept (its methods live on its prototype).
      payments: Object.assign(Object.create(world.payments) as typeof world.payments, {
        refund: () => Promise.reject(new Error('provider down')),
      }),
    };
    await expect(refundPledge(failing, organizer, { PledgeId: 'pledge-1', Amount: 5 })).rejects.toThrow(
      'provider down',
    );
    expect(world.records.pledge('pledge-1').refundClaimId).toBeUndefined();
    await refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 5 });
    expect(world.payments.refundRequests.map((request) => request.idempotencyKey)).toEqual([
      'pledge-1:refund:0:500',
    ]);
  });

  it('leaves a refund of an old charge to a super admin', async () => {
    const world = await chargedWorld();
    world.clock.advance(organizerRefundMaxAgeDays * 24 * 60 * 60 * 1000);
    await expect(refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 5 })).rejects.toThrow(
      new Forbidden(refundNeedsSuperAdmin),
    );
    expect(world.payments.refundRequests).toEqual([]);
    await refundPledge(world.deps, superAdmin, { PledgeId: 'pledge-1', Amount: 5 });
    expect(world.records.pledge('pledge-1').refundedCents).toBe(500);
  });

  it('counts each refund made once: never a refusal, a provider failure, nor one its webhook recorded first', async () => {
    const world = await chargedWorld();
    await expect(
      refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 19.51 }),
    ).rejects.toThrow(refundTooLarge);
    const failing: RefundDeps = {
      ...world.deps,
      payments: Object.assign(Object.create(world.payments) as typeof world.payments, {
        refund: () => Promise.reject(new Error('provider down')),
      }),
    };
    await expect(refundPledge(failing, organizer, { PledgeId: 'pledge-1', Amount: 5 })).rejects.toThrow();
    await refundPledge(world.deps, organizer, { PledgeId: 'pledge-1', Amount: 5 });
    expect(world.metrics.counted).toEqual([{ metric: 'Refunds', value: 1 }]);

    // The provider's webhook for the rest arrives before the refund's own write: counted there only.
    const racing: RefundDeps = {
      ...world.deps,
      payments: Object.assign(Object.create(world.payments) as typeof world.payments, {
        refund: async (request: Parameters<typeof world.payments.refund>[0]) => {
          const answer = await world.payments.refund(request);
          const event = {
            id: 'evt_rest',
            kind: 'refunded' as const,
            pledgeId: 'pledge-1',
            amountCents: 1950,
          };
          await handlePaymentWebhook(
            { ...world.allPorts, refunds: world.records, verifyEvent: () => Promise.resolve(event) },
            '{}',
            'signature',
          );
          return answer;
        },
      }),
    };
    await refundPledge(racing, organizer, { PledgeId: 'pledge-1' });
    expect(world.records.pledge('pledge-1')).toMatchObject({ status: 'Refunded', refundedCents: 1950 });
    expect(world.metrics.total('Refunds')).toBe(2);
  });
});
