// Charging per-unit pledges once units are final, against the emulator and the payment
// stand-in: the amount (rate x min(units, cap, max)), pledged moving to raised once, the donor's
// notice and receipt, below-minimum, declines with a fresh manage link, duplicates and a crash
// between the charge and the state write charging nothing twice.
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { chargeNow } from './processing-runs';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const donor = () => apiClient(apiUrl);

const repositories = async () => ({
  ...(await import('../../src/data/repositories/participants-repository')),
  ...(await import('../../src/data/repositories/pledges-repository')),
  ...(await import('../../src/data/repositories/events-repository')),
});
const charging = async () => ({ chargePledge: chargeNow });

/** A completed event with one participant who ran `units`, and a pledge of `overrides` to them. */
async function duePledge(units: number, overrides: Record<string, unknown>) {
  const event = await createPledgeEvent();
  const participantId = event.participantIds[0] ?? '';
  const body = pledgeBody(participantId, overrides);
  const created = await createPledgeCall(donor(), body);
  expect(created.status).toBe(200);
  const { recordParticipantUnits, changeEventStatus } = await repositories();
  const { pledgedAtUnits } = await import('../../src/domain/events/teams-and-units');
  const { unitsStore } = await import('../../src/data/stores/events');
  // As RecordUnits does: the pledged estimate is recomputed with the units (one participant: 25 max).
  await recordParticipantUnits(event.eventId, participantId, units, ['live'], () =>
    pledgedAtUnits(unitsStore, participantId, units, 25),
  );
  expect(await changeEventStatus(event.eventId, 'live', 'completed')).toBe(true);
  return {
    ...event,
    participantId,
    pledgeId: (created.body as { PledgeId: string }).PledgeId,
    email: body.Donor.Email,
  };
}

async function totals(participantId: string) {
  const { getParticipant } = await repositories();
  const participant = await getParticipant(participantId);
  return { raised: participant?.raisedCents ?? 0, pledged: participant?.pledgedCents ?? 0 };
}

beforeAll(() => {
  // The test process charges through the same adapter as the gateway.
  expect(process.env.PAYMENT_PROVIDER_URL).toBeTruthy();
});

describe('chargePledge', () => {
  it('charges rate x min(units, cap) once, moves pledged to raised, and emails a notice then a receipt', async () => {
    const due = await duePledge(12, { Amount: 2, MaxUnits: 10 });
    expect(await totals(due.participantId)).toEqual({ raised: 0, pledged: 2000 });
    const { chargePledge } = await charging();
    expect(await chargePledge(due.pledgeId)).toBe('charged');
    expect(await totals(due.participantId)).toEqual({ raised: 2000, pledged: 0 });
    const { getPledge } = await repositories();
    const pledge = await getPledge(due.pledgeId);
    expect(pledge).toMatchObject({ status: 'Charged', settledCents: 2000, chargedCents: 2000, attempt: 1 });
    expect(pledge?.paymentIntentId).toMatch(/^pi_/);
    // A duplicate message changes nothing.
    expect(await chargePledge(due.pledgeId)).toBe('skipped');
    expect(await totals(due.participantId)).toEqual({ raised: 2000, pledged: 0 });
    const subjects = (await emailsTo(due.email)).map((email) => email.subject);
    expect(subjects).toContain(messages.preChargeSubject('Runner0 O.'));
    expect(subjects).toContain(messages.receiptSubject('Runner0 O.'));
  });

  it('charges the donor-covered expense on top and never charges twice under concurrent deliveries', async () => {
    const due = await duePledge(5, { Amount: 1, CoverExpense: true });
    const { chargePledge } = await charging();
    const results = await Promise.all(Array.from({ length: 5 }, () => chargePledge(due.pledgeId)));
    expect(results.filter((result) => result === 'charged')).toHaveLength(1);
    const { getPledge } = await repositories();
    // $1 x 5 laps, plus the $2.00 expense the donor chose to cover.
    expect(await getPledge(due.pledgeId)).toMatchObject({
      status: 'Charged',
      settledCents: 500,
      chargedCents: 700,
    });
    expect(await totals(due.participantId)).toEqual({ raised: 500, pledged: 0 });
  });

  it('marks a pledge below the $1 minimum transaction without charging, and takes it out of pledged', async () => {
    const due = await duePledge(2, { Amount: 0.4 });
    expect(await totals(due.participantId)).toEqual({ raised: 0, pledged: 80 });
    const { chargePledge } = await charging();
    expect(await chargePledge(due.pledgeId)).toBe('below-minimum');
    const { getPledge } = await repositories();
    expect(await getPledge(due.pledgeId)).toMatchObject({ status: 'BelowMinimum', settledCents: 80 });
    expect(await totals(due.participantId)).toEqual({ raised: 0, pledged: 0 });
  });

  it('stops a declined card as Failed and emails a fresh manage link that works', async () => {
    const due = await duePledge(3, { Amount: 2, PaymentMethodId: 'pm_card_chargeCustomerFail' });
    const { chargePledge } = await charging();
    expect(await chargePledge(due.pledgeId)).toBe('failed');
    const { getPledge } = await repositories();
    expect(await getPledge(due.pledgeId)).toMatchObject({ status: 'Failed', failureCode: 'generic_decline' });
    expect(await totals(due.participantId)).toEqual({ raised: 0, pledged: 600 });
    const failure = (await emailsTo(due.email)).find(
      (email) => email.subject === messages.chargeFailedSubject('Runner0 O.'),
    );
    const token = /#t=([\w-]{32}\.[\w-]{43})/.exec(failure?.html ?? '')?.[1] ?? '';
    const read = await donor().get('/api/pledges/GetPledgeForDonor', { 'x-pledge-token': token });
    expect(read).toMatchObject({ status: 200, body: { Status: 'Failed' } });
  });

  it('finishes a pledge a crash left Charging with the same idempotency key: one charge at the provider', async () => {
    const due = await duePledge(4, { Amount: 2 });
    const { getPledge } = await repositories();
    const before = await getPledge(due.pledgeId);
    // The crashed worker: claimed attempt 1 and charged, then died before writing Charged.
    const { claimForCharging } = await import('../../src/data/repositories/pledge-processing-repository');
    if (!before) throw new Error('the pledge was not written');
    expect(await claimForCharging(before, 1)).toBe(true);
    const { stripePaymentProvider } = await import('../../src/platform/payments/stripe-payment-provider');
    const split = feeBreakdown({ amountCents: 800, commissionPercent: 10, coverExpense: false });
    const first = await stripePaymentProvider.charge({
      amountCents: split.donorPaysCents,
      currency: 'usd',
      paymentMethodId: before?.paymentMethodId ?? '',
      customerId: before?.customerId ?? '',
      offSession: true,
      destinationAccountId: due.payoutAccountId ?? '',
      applicationFeeCents: split.applicationFeeCents,
      idempotencyKey: `${due.pledgeId}:charge:1`,
      description: 'Pledge to Maple Fun Run',
      metadata: {
        pledgeId: due.pledgeId,
        eventId: due.eventId,
        participantId: due.participantId,
        attempt: '1',
      },
    });
    expect(first.outcome).toBe('succeeded');
    // The stand-in's webhook for that charge may finish the pledge first (as Stripe's would): either
    // way the pledge ends Charged with the first charge, credited once.
    const { chargePledge } = await charging();
    expect(['charged', 'skipped']).toContain(await chargePledge(due.pledgeId));
    await expect.poll(async () => (await getPledge(due.pledgeId))?.status).toBe('Charged');
    const after = await getPledge(due.pledgeId);
    expect(after?.paymentIntentId).toBe(first.outcome === 'succeeded' ? first.paymentIntentId : '');
    expect(await totals(due.participantId)).toEqual({ raised: 800, pledged: 0 });
  });

  it('leaves a pledge alone until its units are final', async () => {
    const event = await createPledgeEvent();
    const created = await createPledgeCall(donor(), pledgeBody(event.participantIds[0] ?? ''));
    const { chargePledge } = await charging();
    expect(await chargePledge((created.body as { PledgeId: string }).PledgeId)).toBe('skipped');
  });
});
