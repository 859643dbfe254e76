// CreatePledge over HTTP against the emulator and the payment stand-in: kinds, rules and their
// messages, idempotency, card declines and card-testing limits, totals under concurrency, emails.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { capStatement } from '@thon/shared/pledges/cap-statement';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const donor = () => apiClient(apiUrl);

async function participantTotals(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  const participant = await getParticipant(participantId);
  return { raised: participant?.raisedCents ?? 0, pledged: participant?.pledgedCents ?? 0 };
}

async function pledgesOf(participantId: string) {
  const { listPledgesOfParticipant } = await import('../../src/data/repositories/pledges-repository');
  return listPledgesOfParticipant(participantId);
}

let event: Awaited<ReturnType<typeof createPledgeEvent>>;
beforeAll(async () => {
  event = await createPledgeEvent({ participants: 3 });
});

describe('per-unit pledges', () => {
  it('saves the card, schedules the pledge, adds rate x units to pledged and emails the manage link', async () => {
    const own = await createPledgeEvent();
    const participantId = own.participantIds[0] ?? '';
    const { recordParticipantUnits } = await import('../../src/data/repositories/participants-repository');
    await recordParticipantUnits(own.eventId, participantId, 4, ['live']);
    const body = pledgeBody(participantId, { Amount: 2, MaxUnits: 10, CoverExpense: true });
    const answer = await createPledgeCall(donor(), body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Status: 'Scheduled',
      Kind: 'PerUnit',
      Amount: 2,
      CountableUnits: 10,
      MaximumAmount: 20,
      // 10 % commission of the $20 maximum; the donor covers the $2.00 expense on top.
      Breakdown: { DonorPays: 22, School: 18, Commission: 2, Expense: 2 },
      DisplayName: 'Runner0 O.',
      UnitName: 'lap',
    });
    expect(await participantTotals(participantId)).toEqual({ raised: 0, pledged: 800 });
    const [pledge] = await pledgesOf(participantId);
    expect(pledge).toMatchObject({ status: 'Scheduled', amountCents: 200, capUnits: 10 });
    expect(pledge?.setupIntentId).toMatch(/^seti_/);
    expect(pledge?.customerId).toMatch(/^cus_/);
    const [email] = await emailsTo(body.Donor.Email);
    expect(email?.subject).toBe(messages.pledgeEmailSubject('Runner0 O.'));
    expect(email?.text).toContain(capStatement({ units: 10, unitName: 'lap', rateCents: 200 }));
    expect(email?.html).toMatch(/\/pledge\/manage#t=[\w-]{32}\.[\w-]{43}/);
    // The secret is only in the email: the table holds its hash.
    const token = /#t=[\w-]{32}\.([\w-]{43})/.exec(email?.html ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect(JSON.stringify(pledge)).not.toContain(token);
  });

  it('waits for the donor to confirm a rate above $5, counting nothing until then', async () => {
    const participantId = event.participantIds[1] ?? '';
    const body = pledgeBody(participantId, { Amount: 50 });
    const answer = await createPledgeCall(donor(), body);
    expect(answer).toMatchObject({ status: 200, body: { Status: 'Pending' } });
    expect(await participantTotals(participantId)).toEqual({ raised: 0, pledged: 0 });
    const [email] = await emailsTo(body.Donor.Email);
    expect(email?.subject).toBe(messages.pendingEmailSubject('Runner1 O.'));
  });

  it('refuses rates and totals below the minimums with the catalogue messages', async () => {
    const participantId = (await createPledgeEvent()).participantIds[0] ?? '';
    const low = await createPledgeCall(donor(), pledgeBody(participantId, { Amount: 0.29 }));
    expect(low).toMatchObject({ status: 400, body: { message: messages.initialPledgeTooSmall(0.3) } });
    // $0.30 x a cap of 3 laps is $0.90: below the $1 minimum transaction.
    const small = await createPledgeCall(donor(), pledgeBody(participantId, { Amount: 0.3, MaxUnits: 3 }));
    expect(small).toMatchObject({ status: 400, body: { message: messages.minimumTransactionNotMet } });
    const terms = await createPledgeCall(donor(), pledgeBody(participantId, { AgreeToTerms: false }));
    expect(terms).toMatchObject({ status: 400, body: { message: messages.mustAgreeToTerms } });
    const phone = await createPledgeCall(
      donor(),
      pledgeBody(participantId, {
        Donor: { FirstName: 'Dana', LastName: 'Whitfield', Email: 'dana@donor.org', Phone: '55512' },
      }),
    );
    expect(phone).toMatchObject({ status: 400, body: { message: messages.mobileNumberLength } });
    const none = await createPledgeCall(donor(), pledgeBody('', {}));
    expect(none).toMatchObject({ status: 400, body: { message: messages.selectParticipant } });
    expect(await pledgesOf(participantId)).toHaveLength(0);
  });
});

describe('flat gifts', () => {
  it('charges at once and credits raised, with a receipt', async () => {
    const participantId = event.participantIds[2] ?? '';
    const body = pledgeBody(participantId, { Kind: 'Flat', Amount: 50 });
    const answer = await createPledgeCall(donor(), body);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        Status: 'Charged',
        Kind: 'Flat',
        MaximumAmount: 50,
        Breakdown: { DonorPays: 50, School: 43, Commission: 5, Expense: 2 },
      },
    });
    expect((await participantTotals(participantId)).raised).toBe(5000);
    const [pledge] = await pledgesOf(participantId);
    expect(pledge?.paymentIntentId).toMatch(/^pi_/);
    const [email] = await emailsTo(body.Donor.Email);
    expect(email?.subject).toBe(messages.giftEmailSubject('Runner2 O.'));
    // The organization's tax statement, once set, is on the receipt.
    const { setTaxStatement } = await import('../../src/data/repositories/organizations-repository');
    await setTaxStatement(event.organizationId, 'Maple PTA is a 501(c)(3) organization, EIN 12-3456789.');
    const second = pledgeBody(participantId, { Kind: 'Flat', Amount: 20 });
    expect((await createPledgeCall(donor(), second)).status).toBe(200);
    const [receipt] = await emailsTo(second.Donor.Email);
    expect(receipt?.html).toContain('EIN 12-3456789');
  });

  it('answers a declined card with 402 and records nothing', async () => {
    const { participantIds } = await createPledgeEvent();
    const participantId = participantIds[0] ?? '';
    const declined = await createPledgeCall(
      donor(),
      pledgeBody(participantId, { Kind: 'Flat', Amount: 25, PaymentMethodId: 'pm_card_chargeDeclined' }),
    );
    expect(declined).toMatchObject({ status: 402, body: { message: messages.cardDeclined } });
    const broke = await createPledgeCall(
      donor(),
      pledgeBody(participantId, {
        Kind: 'Flat',
        Amount: 25,
        PaymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
      }),
    );
    expect(broke).toMatchObject({ status: 402, body: { message: messages.cardInsufficientFunds } });
    expect(await pledgesOf(participantId)).toHaveLength(0);
    expect(await participantTotals(participantId)).toEqual({ raised: 0, pledged: 0 });
  });

  it('refuses a gift below the minimum of a live event ($10)', async () => {
    const answer = await createPledgeCall(
      donor(),
      pledgeBody(event.participantIds[0] ?? '', { Kind: 'Flat', Amount: 9.99 }),
    );
    expect(answer).toMatchObject({ status: 400, body: { message: messages.oneTimeGiftTooSmall(10) } });
  });
});

describe('idempotency', () => {
  it('answers the same pledge for the same key and body, 409 for another body, 400 without a key', async () => {
    const participantId = event.participantIds[0] ?? '';
    const body = pledgeBody(participantId, { Amount: 3 });
    const key = randomUUID();
    const first = await createPledgeCall(donor(), body, key);
    const again = await createPledgeCall(donor(), body, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const other = await createPledgeCall(donor(), { ...body, Amount: 4 }, key);
    expect(other).toMatchObject({ status: 409, body: { message: messages.idempotencyKeyReused } });
    const keyless = await createPledgeCall(donor(), body, null);
    expect(keyless).toMatchObject({ status: 400, body: { message: messages.idempotencyKeyRequired } });
  });

  it('makes one pledge and one charge of 5 concurrent duplicates of a gift', async () => {
    const { participantIds } = await createPledgeEvent();
    const participantId = participantIds[0] ?? '';
    const body = pledgeBody(participantId, { Kind: 'Flat', Amount: 20 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createPledgeCall(donor(), body, key)));
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded.map((answer) => (answer.body as { PledgeId: string }).PledgeId)).size).toBe(1);
    expect(await pledgesOf(participantId)).toHaveLength(1);
    expect((await participantTotals(participantId)).raised).toBe(2000);
  });
});

describe('card testing', () => {
  it('asks for the captcha (429 CaptchaRequired) after 5 declines from one client in the hour', async () => {
    const { participantIds } = await createPledgeEvent();
    const tester = donor();
    const body = () =>
      pledgeBody(participantIds[0] ?? '', {
        Kind: 'Flat',
        Amount: 10,
        PaymentMethodId: 'pm_card_chargeDeclined',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await createPledgeCall(tester, body())).status).toBe(402);
    }
    const refused = await createPledgeCall(
      tester,
      pledgeBody(participantIds[0] ?? '', { Kind: 'Flat', Amount: 10 }),
    );
    expect(refused).toMatchObject({
      status: 429,
      body: { message: messages.pledgeCaptchaRequired, code: 'CaptchaRequired' },
    });
    // Another address is not affected.
    expect((await createPledgeCall(donor(), pledgeBody(participantIds[0] ?? ''))).status).toBe(200);
  });

  it('asks for the captcha past 20 pledges an hour from one client address', async () => {
    const { participantIds } = await createPledgeEvent();
    const busy = donor();
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      answers.push(await createPledgeCall(busy, pledgeBody(participantIds[0] ?? '')));
    }
    expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[20]).toMatchObject({
      status: 429,
      body: { message: messages.pledgeLimitCaptchaRequired, code: 'CaptchaRequired' },
    });
  });
});

describe('campaign attribution', () => {
  it("copies the visit's Source, Medium, Campaign and TemplateId onto the pledge", async () => {
    const own = await createPledgeEvent();
    const participantId = own.participantIds[0] ?? '';
    const visit = await donor().post('/api/events/RecordVisit', {
      EventId: own.eventId,
      ParticipantId: participantId,
      Source: 'sms',
      Medium: 'share',
      Campaign: 'spring',
      TemplateId: 'sms-default',
    });
    const { VisitId } = visit.body as { VisitId: string };
    expect((await createPledgeCall(donor(), pledgeBody(participantId, { VisitId }))).status).toBe(200);
    const [pledge] = await pledgesOf(participantId);
    expect(pledge).toMatchObject({
      visitId: VisitId,
      source: 'sms',
      medium: 'share',
      campaign: 'spring',
      templateId: 'sms-default',
    });
    // A visit to another event is not this pledge's.
    const other = await createPledgeEvent();
    const stray = await donor().post('/api/events/RecordVisit', { EventId: other.eventId, Source: 'email' });
    const answer = await createPledgeCall(
      donor(),
      pledgeBody(participantId, { VisitId: (stray.body as { VisitId: string }).VisitId }),
    );
    expect(answer.status).toBe(200);
    const pledges = await pledgesOf(participantId);
    expect(pledges.filter((entry) => entry.source === 'email')).toEqual([]);
  });
});

describe('pledges open only while the Thon is live', () => {
  it('answers 409 with the reason for a completed Thon and 404 for a draft or unknown participant', async () => {
    const completed = await createPledgeEvent({ status: 'completed' });
    const closed = await createPledgeCall(donor(), pledgeBody(completed.participantIds[0] ?? ''));
    expect(closed).toMatchObject({ status: 409, body: { message: messages.pledgesClosed } });
    const unknown = await createPledgeCall(donor(), pledgeBody('no-such-runner'));
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.noSuchParticipant } });
  });
});

describe('concurrency', () => {
  // 100 at once: the emulator serves one request at a time (about 90 ms of DynamoDB work per
  // pledge), so with other files running beside it 200 made the last ones wait past the function's
  // 10-second timeout; the property under test, exact totals under concurrent writes, is the same.
  it('sums 100 concurrent pledges on one event exactly, in cents', async () => {
    const { eventId, participantIds } = await createPledgeEvent({ participants: 10 });
    const amounts = Array.from({ length: 100 }, (_, index) => ({
      participantId: participantIds[index % 10] ?? '',
      flat: index % 2 === 0,
      cents: 1000 + index * 7,
    }));
    const answers = await Promise.all(
      amounts.map(({ participantId, flat, cents }) =>
        createPledgeCall(
          donor(),
          pledgeBody(participantId, flat ? { Kind: 'Flat', Amount: cents / 100 } : { Amount: 0.5 }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const expectedRaised = amounts.filter((entry) => entry.flat).reduce((sum, entry) => sum + entry.cents, 0);
    const totals = await Promise.all(participantIds.map(participantTotals));
    expect(totals.reduce((sum, total) => sum + total.raised, 0)).toBe(expectedRaised);
    const page = (await (await fetch(`${apiUrl}/api/events/GetEventPage/${eventId}`)).json()) as {
      Raised: number;
    };
    expect(Math.round(page.Raised * 100)).toBe(expectedRaised);
  });
});
