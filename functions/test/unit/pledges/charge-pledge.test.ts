// Charging one per-unit pledge, on in-memory ports: exact cents to the provider, the idempotency
// key per attempt, the conditional claim that makes a duplicate message a no-op, the credit counted
// once, and the donor's emails.
import { describe, expect, it } from 'vitest';
import { chargeFailedSubject, preChargeSubject, receiptSubject } from '@thon/shared/catalog/messages';
import {
  chargeDue,
  chargeKeyLifetimeMs,
  chargePledge,
  dueFacts,
} from '../../../src/domain/pledges/processing/charge-pledge';
import { displayName } from '../../../src/domain/display-name';
import { donorEmail, processingWorld, sevenUnits } from './processing-fixture';

const leo = displayName('Leo', 'Park');

describe('chargePledge', () => {
  it('charges rate x units plus the covered expense, with the attempt key, and credits the settled amount', async () => {
    const { records, payments, mailer, deps } = processingWorld();
    expect(await chargePledge(deps, 'pledge-1')).toBe('charged');

    expect(payments.chargeRequests).toEqual([
      expect.objectContaining({
        amountCents: sevenUnits.donorPaysCents,
        applicationFeeCents: sevenUnits.applicationFeeCents,
        idempotencyKey: 'pledge-1:charge:1',
        destinationAccountId: 'acct_school',
        customerId: 'cus_ada',
        paymentMethodId: 'pm_ada',
        offSession: true,
        metadata: { pledgeId: 'pledge-1', eventId: 'event-1', participantId: 'kid-1', attempt: '1' },
      }),
    ]);
    expect(records.pledge('pledge-1')).toMatchObject({
      status: 'Charged',
      attempt: 1,
      settledCents: sevenUnits.settledCents,
      chargedCents: sevenUnits.donorPaysCents,
    });
    expect(records.participant('kid-1')).toMatchObject({ raisedCents: 1750, pledgedCents: 0 });
    expect(mailer.subjectsTo(donorEmail)).toEqual([preChargeSubject(leo), receiptSubject(leo)]);
  });

  it('charges once for a duplicate message, even delivered at the same time', async () => {
    const { records, payments, deps } = processingWorld();
    const results = await Promise.all([chargePledge(deps, 'pledge-1'), chargePledge(deps, 'pledge-1')]);
    expect(results.sort()).toEqual(['charged', 'skipped']);
    expect(payments.takenCents).toEqual([sevenUnits.donorPaysCents]);
    expect(payments.chargeRequests).toHaveLength(1);
    expect(records.participant('kid-1').raisedCents).toBe(1750);
    expect(await chargePledge(deps, 'pledge-1')).toBe('skipped');
    expect(payments.chargeRequests).toHaveLength(1);
  });

  it('resumes a claim a crash left Charging with the SAME key, so the provider takes the money once', async () => {
    const { records, payments, clock, deps } = processingWorld();
    // A first worker claimed and charged, then died before writing.
    const read = await dueFacts(deps, 'pledge-1');
    if (!read) throw new Error('not due');
    const claimed = await records.claimCharge('pledge-1', 1, new Date(clock.nowMs()).toISOString());
    expect(claimed?.status).toBe('Charging');
    await payments.charge({ ...baseCharge(), idempotencyKey: 'pledge-1:charge:1' });

    clock.advance(15 * 60 * 1000);
    expect(await chargePledge(deps, 'pledge-1')).toBe('charged');
    expect(payments.chargeRequests.map((request) => request.idempotencyKey)).toEqual([
      'pledge-1:charge:1',
      'pledge-1:charge:1',
    ]);
    expect(payments.takenCents).toHaveLength(1);
    expect(records.participant('kid-1').raisedCents).toBe(1750);
    expect(read.pledge.status).toBe('Scheduled');
  });

  it('does not resume a claim whose key the provider may have forgotten', async () => {
    const { records, payments, clock, deps } = processingWorld();
    await records.claimCharge('pledge-1', 1, new Date(clock.nowMs()).toISOString());
    clock.advance(chargeKeyLifetimeMs);
    expect(await chargePledge(deps, 'pledge-1')).toBe('skipped');
    expect(payments.chargeRequests).toEqual([]);
    expect(records.pledge('pledge-1').status).toBe('Charging');
  });

  it('charges the pledge as claimed, not as read, when the donor changed it in between', async () => {
    const { records, payments, deps } = processingWorld();
    const read = await dueFacts(deps, 'pledge-1');
    if (!read) throw new Error('not due');
    records.addPledge({ ...records.pledge('pledge-1'), amountCents: 300 });
    expect(await chargeDue(deps, read)).toBe('charged');
    // 7 x $3.00 = $21.00, + 10% is $2.10 fee, + $2 covered.
    expect(payments.chargeRequests[0]).toMatchObject({ amountCents: 2300, applicationFeeCents: 410 });
    expect(records.pledge('pledge-1').settledCents).toBe(2100);
  });

  it('never counts more units than the donor was shown', async () => {
    const { records, payments, deps } = processingWorld({ shownMaxUnits: 4 });
    expect(await chargePledge(deps, 'pledge-1')).toBe('charged');
    // 4 x $2.50 = $10.00, + $1.00 commission, + $2 covered.
    expect(payments.chargeRequests[0]).toMatchObject({ amountCents: 1200, applicationFeeCents: 300 });
    expect(records.pledge('pledge-1').settledCents).toBe(1000);
  });

  it('settles a pledge below the $1 minimum without charging, and takes it out of pledged', async () => {
    const { records, payments, deps } = processingWorld({ amountCents: 10 });
    records.addParticipant({ ...records.participant('kid-1'), pledgedCents: 70 });
    expect(await chargePledge(deps, 'pledge-1')).toBe('below-minimum');
    expect(payments.chargeRequests).toEqual([]);
    expect(records.pledge('pledge-1')).toMatchObject({ status: 'BelowMinimum', settledCents: 70 });
    expect(records.participant('kid-1')).toMatchObject({ raisedCents: 0, pledgedCents: 0 });
  });

  it('stops a declined card as Failed and sends the donor a fresh manage link', async () => {
    const { records, payments, mailer, deps } = processingWorld();
    payments.declineNext('insufficient_funds');
    expect(await chargePledge(deps, 'pledge-1')).toBe('failed');
    expect(records.pledge('pledge-1')).toMatchObject({ status: 'Failed', failureCode: 'insufficient_funds' });
    expect(records.pledge('pledge-1').manageTokenHash).toEqual(expect.any(String));
    expect(records.participant('kid-1').raisedCents).toBe(0);
    const failure = mailer.sent.find((message) => message.subject === chargeFailedSubject(leo));
    expect(failure?.text).toContain('https://thon.test/pledge/manage#t=pledge-1.');
  });

  it('skips a pledge that is not due yet: the Thon still live and the units not final', async () => {
    const { records, payments, deps } = processingWorld();
    records.addEvent({ ...records.event('event-1'), status: 'live' });
    expect(await chargePledge(deps, 'pledge-1')).toBe('skipped');
    expect(payments.chargeRequests).toEqual([]);
    expect(records.pledge('pledge-1').status).toBe('Scheduled');
  });

  it('still records the charge when the receipt cannot be sent', async () => {
    const { records, mailer, deps } = processingWorld();
    mailer.failing = true;
    expect(await chargePledge(deps, 'pledge-1')).toBe('charged');
    expect(records.pledge('pledge-1').status).toBe('Charged');
  });
});

function baseCharge() {
  return {
    amountCents: sevenUnits.donorPaysCents,
    currency: 'usd' as const,
    paymentMethodId: 'pm_ada',
    customerId: 'cus_ada',
    offSession: true,
    destinationAccountId: 'acct_school',
    applicationFeeCents: sevenUnits.applicationFeeCents,
    metadata: { pledgeId: 'pledge-1', attempt: '1' },
  };
}

describe('chargePledge: each outcome counted once', () => {
  it('counts a charge once, however often its message is delivered, and a resumed claim once', async () => {
    const { metrics, deps } = processingWorld();
    await Promise.all([chargePledge(deps, 'pledge-1'), chargePledge(deps, 'pledge-1')]);
    await chargePledge(deps, 'pledge-1');
    expect(metrics.counted).toEqual([{ metric: 'ChargesSucceeded', value: 1 }]);

    const crashed = processingWorld();
    await crashed.records.claimCharge('pledge-1', 1, new Date(crashed.clock.nowMs()).toISOString());
    expect(await chargePledge(crashed.deps, 'pledge-1')).toBe('charged');
    expect(crashed.metrics.counted).toEqual([{ metric: 'ChargesSucceeded', value: 1 }]);
  });

  it('counts a declined card as failed and a bank’s challenge as requiring action, once each', async () => {
    const declined = processingWorld();
    declined.payments.declineNext('insufficient_funds');
    await chargePledge(declined.deps, 'pledge-1');
    expect(await chargePledge(declined.deps, 'pledge-1')).toBe('skipped');
    expect(declined.metrics.counted).toEqual([{ metric: 'ChargesFailed', value: 1 }]);

    const challenged = processingWorld();
    challenged.payments.authenticateNext();
    expect(await chargePledge(challenged.deps, 'pledge-1')).toBe('requires-action');
    await chargePledge(challenged.deps, 'pledge-1');
    expect(challenged.metrics.counted).toEqual([{ metric: 'ChargesRequiringAction', value: 1 }]);
  });

  it('counts no charge for a pledge settled below the minimum or not due', async () => {
    const below = processingWorld({ amountCents: 10 });
    expect(await chargePledge(below.deps, 'pledge-1')).toBe('below-minimum');
    const early = processingWorld();
    early.records.addEvent({ ...early.records.event('event-1'), status: 'live' });
    expect(await chargePledge(early.deps, 'pledge-1')).toBe('skipped');
    expect([...below.metrics.counted, ...early.metrics.counted]).toEqual([]);
  });
});
