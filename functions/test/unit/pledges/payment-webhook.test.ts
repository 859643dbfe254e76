// The provider's webhook on in-memory ports: each delivery applied once by its event id, a charge's
// outcome recorded by the same conditional moves the worker makes, refunds counted once from the
// refunded total as read, and a dispute taking out exactly what the pledge still counted.
import { describe, expect, it } from 'vitest';
import { disputeEmailSubject, webhookSignatureInvalid } from '@thon/shared/catalog/messages';
import { displayName } from '../../../src/domain/display-name';
import { RuleBroken } from '../../../src/domain/errors';
import { chargePledge } from '../../../src/domain/pledges/processing/charge-pledge';
import {
  handlePaymentWebhook,
  type WebhookDeps,
} from '../../../src/domain/pledges/processing/payment-webhook';
import type { PaymentEvent } from '../../../src/domain/ports/payments';
import { processingWorld, sevenUnits } from './processing-fixture';

/** The world, with a webhook whose signature check answers the event a test hands it. */
function webhookWorld(pledge: Parameters<typeof processingWorld>[0] = {}) {
  const world = processingWorld(pledge);
  const deliver = (event: PaymentEvent | undefined) => {
    const deps: WebhookDeps = {
      ...world.deps,
      refunds: world.records,
      verifyEvent: () => Promise.resolve(event),
    };
    return handlePaymentWebhook(deps, JSON.stringify(event ?? {}), 'signature');
  };
  return { ...world, deliver };
}

const charged = {
  status: 'Charged' as const,
  attempt: 1,
  settledCents: sevenUnits.settledCents,
  chargedCents: sevenUnits.donorPaysCents,
  paymentIntentId: 'pi_1',
};

describe('handlePaymentWebhook', () => {
  it('refuses a delivery whose signature does not verify, changing nothing', async () => {
    const world = webhookWorld();
    await expect(world.deliver(undefined)).rejects.toThrow(new RuleBroken(webhookSignatureInvalid));
    expect(world.records.webhookEvents.size).toBe(0);
  });

  it('records a charge the worker claimed before its own write, crediting once however often it arrives', async () => {
    const world = webhookWorld();
    await world.records.claimCharge('pledge-1', 1);
    const event: PaymentEvent = {
      id: 'evt_1',
      kind: 'charge-succeeded',
      pledgeId: 'pledge-1',
      attempt: 1,
      paymentIntentId: 'pi_1',
      amountCents: sevenUnits.donorPaysCents,
    };
    expect(await world.deliver(event)).toEqual({ Received: true });
    expect(await world.deliver(event)).toEqual({ Received: true });
    expect(await world.deliver({ ...event, id: 'evt_again' })).toEqual({ Received: true });
    expect(world.records.pledge('pledge-1')).toMatchObject(charged);
    expect(world.records.participant('kid-1')).toMatchObject({ raisedCents: 1750, pledgedCents: 0 });
  });

  it('ignores a late event of an earlier attempt', async () => {
    const world = webhookWorld({ attempt: 1, status: 'Failed' });
    await world.records.rescheduleCharge({ pledgeId: 'pledge-1', status: 'Failed', attempt: 1 });
    await world.records.claimCharge('pledge-1', 2);
    await world.deliver({ id: 'evt_old', kind: 'charge-failed', pledgeId: 'pledge-1', attempt: 1 });
    expect(world.records.pledge('pledge-1').status).toBe('Charging');
  });

  it('counts a refund made at the provider once, lowering raised by exactly the refund', async () => {
    const world = webhookWorld(charged);
    world.records.addParticipant({
      ...world.records.participant('kid-1'),
      raisedCents: 1750,
      pledgedCents: 0,
    });
    const refunded: PaymentEvent = { id: 'evt_r1', kind: 'refunded', pledgeId: 'pledge-1', amountCents: 500 };
    await world.deliver(refunded);
    await world.deliver({ ...refunded, id: 'evt_r1_copy' });
    expect(world.records.pledge('pledge-1')).toMatchObject({ status: 'Charged', refundedCents: 500 });
    expect(world.records.participant('kid-1').raisedCents).toBe(1250);
    // Checked once: the copy of the event changes nothing.
    expect(world.prizeReviews).toEqual(['kid-1']);

    await world.deliver({ id: 'evt_r2', kind: 'refunded', pledgeId: 'pledge-1', amountCents: 1950 });
    expect(world.records.pledge('pledge-1')).toMatchObject({ status: 'Refunded', refundedCents: 1950 });
    // Raised never goes below what the pledge credited: the covered expense was never credited.
    expect(world.records.participant('kid-1').raisedCents).toBe(0);
    expect(world.prizeReviews).toEqual(['kid-1', 'kid-1']);
    // Two refunds made at the provider, each counted once (the copy of the first counts nothing).
    expect(world.metrics.counted).toEqual([
      { metric: 'Refunds', value: 1 },
      { metric: 'Refunds', value: 1 },
    ]);
  });

  it('takes a disputed charge out of raised once, and tells the organizer', async () => {
    const world = webhookWorld({ ...charged, refundedCents: 250 });
    world.records.addParticipant({
      ...world.records.participant('kid-1'),
      raisedCents: 1500,
      pledgedCents: 0,
    });
    world.records.addEvent({ ...world.records.event('event-1'), organizerUserId: 'organizer-1' });
    world.records.addUser({ userId: 'organizer-1', email: 'organizer@example.com' });
    const dispute: PaymentEvent = {
      id: 'evt_d1',
      kind: 'disputed',
      pledgeId: 'pledge-1',
      paymentIntentId: 'pi_1',
    };
    await world.deliver(dispute);
    await world.deliver(dispute);
    expect(world.records.pledge('pledge-1').status).toBe('Disputed');
    expect(world.records.participant('kid-1').raisedCents).toBe(0);
    // Once, however often the dispute arrives.
    expect(world.prizeReviews).toEqual(['kid-1']);
    expect(world.mailer.subjectsTo('organizer@example.com')).toEqual([
      disputeEmailSubject(displayName('Leo', 'Park')),
    ]);
  });

  it('finds a dispute’s pledge through the provider when the event names only the charge', async () => {
    const world = webhookWorld({ ...charged, status: 'Scheduled', paymentIntentId: undefined });
    expect(await chargePledge(world.deps, 'pledge-1')).toBe('charged');
    const { paymentIntentId } = world.records.pledge('pledge-1');
    await world.deliver({ id: 'evt_d2', kind: 'disputed', paymentIntentId });
    expect(world.records.pledge('pledge-1').status).toBe('Disputed');
    expect(world.records.participant('kid-1').raisedCents).toBe(0);
    // Once, however often the dispute arrives.
    expect(world.prizeReviews).toEqual(['kid-1']);
  });

  it('counts a charge’s outcome once, whether the webhook or the worker records it first', async () => {
    const world = webhookWorld();
    await world.records.claimCharge('pledge-1', 1);
    const succeeded: PaymentEvent = {
      id: 'evt_c1',
      kind: 'charge-succeeded',
      pledgeId: 'pledge-1',
      attempt: 1,
      paymentIntentId: 'pi_1',
      amountCents: sevenUnits.donorPaysCents,
    };
    await world.deliver(succeeded);
    await world.deliver({ ...succeeded, id: 'evt_c1_copy' });
    expect(world.metrics.counted).toEqual([{ metric: 'ChargesSucceeded', value: 1 }]);

    const workerFirst = webhookWorld();
    expect(await chargePledge(workerFirst.deps, 'pledge-1')).toBe('charged');
    await workerFirst.deliver({ ...succeeded, paymentIntentId: 'pi_whatever' });
    expect(workerFirst.metrics.counted).toEqual([{ metric: 'ChargesSucceeded', value: 1 }]);

    const failed = webhookWorld();
    await failed.records.claimCharge('pledge-1', 1);
    const declined: PaymentEvent = { id: 'evt_f1', kind: 'charge-failed', pledgeId: 'pledge-1', attempt: 1 };
    await failed.deliver(declined);
    await failed.deliver({ ...declined, id: 'evt_f1_copy' });
    expect(failed.metrics.counted).toEqual([{ metric: 'ChargesFailed', value: 1 }]);
  });

  it('counts once when the webhook records the charge while the worker is still asking the provider', async () => {
    for (const decline of [false, true]) {
      const world = webhookWorld();
      const charge = world.payments.charge.bind(world.payments);
      // The provider's webhook arrives between its answer to the worker and the worker's own write.
      world.payments.charge = async (request) => {
        const outcome = await charge(request);
        await world.deliver(
          outcome.outcome === 'succeeded'
            ? {
                id: 'evt_race',
                kind: 'charge-succeeded',
                pledgeId: 'pledge-1',
                attempt: 1,
                paymentIntentId: outcome.paymentIntentId,
                amountCents: outcome.amountCents,
              }
            : { id: 'evt_race', kind: 'charge-failed', pledgeId: 'pledge-1', attempt: 1 },
        );
        return outcome;
      };
      if (decline) world.payments.declineNext();
      expect(await chargePledge(world.deps, 'pledge-1')).toBe(decline ? 'failed' : 'charged');
      expect(world.metrics.counted).toEqual([
        { metric: decline ? 'ChargesFailed' : 'ChargesSucceeded', value: 1 },
      ]);
    }
  });
});
