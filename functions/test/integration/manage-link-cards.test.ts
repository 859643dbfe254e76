// The manage link is no card-checking oracle: a new card there is a card attempt of the caller's
// network like CreatePledge's, at most 3 card changes per pledge a day, and a declined card
// replaces the link (the old one stops, the new one is emailed). A rate raised above $5 there waits
// for the donor's confirmation again.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { apiClient, avoidWindowEdge } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();

async function providerRequests(): Promise<number> {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/__stand-in/requests`);
  return ((await response.json()) as { requests: number }).requests;
}

async function pledgedCents(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  return (await getParticipant(participantId))?.pledgedCents ?? 0;
}

const tokenIn = (html: string | undefined) => /#t=([\w-]{32}\.[\w-]{43})/.exec(html ?? '')?.[1];

/** A per-unit pledge made over HTTP and the manage token from its email. */
async function pledgeWithToken(participantId: string, overrides: Record<string, unknown> = {}) {
  const body = pledgeBody(participantId, overrides);
  expect((await createPledgeCall(apiClient(apiUrl), body)).status).toBe(200);
  const [email] = await emailsTo(body.Donor.Email);
  const token = tokenIn(email?.html);
  if (!token) throw new Error('No manage link in the email');
  return { email: body.Donor.Email, headers: { 'x-pledge-token': token } };
}

/** A card as the browser makes one: straight to the provider with the publishable key. */
async function newCard(): Promise<string> {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2031&card[cvc]=123',
  });
  return ((await response.json()) as { id: string }).id;
}

let participantId = '';
beforeAll(async () => {
  const event = await createPledgeEvent();
  participantId = event.participantIds[0] ?? '';
  const { recordParticipantUnits } = await import('../../src/data/repositories/participants-repository');
  await recordParticipantUnits(event.eventId, participantId, 5, ['live']);
});

describe('a new card through the manage link', () => {
  it('replaces the link after a decline: the old token stops working, the new one is emailed', async () => {
    const { email, headers } = await pledgeWithToken(participantId);
    const declined = await apiClient(apiUrl).post(
      '/api/pledges/UpdatePledge',
      { PaymentMethodId: 'pm_card_chargeDeclined' },
      headers,
    );
    expect(declined).toMatchObject({ status: 402, body: { message: messages.cardDeclinedLinkRenewed } });
    const old = await apiClient(apiUrl).get('/api/pledges/GetPledgeForDonor', headers);
    expect(old).toMatchObject({ status: 404, body: { message: messages.pledgeLinkInvalid } });
    const renewal = (await emailsTo(email)).find(
      (message) => message.subject === messages.newManageLinkSubject('Runner0 O.'),
    );
    const token = tokenIn(renewal?.html);
    expect(token).toBeDefined();
    const read = await apiClient(apiUrl).get('/api/pledges/GetPledgeForDonor', {
      'x-pledge-token': token ?? '',
    });
    expect(read).toMatchObject({ status: 200, body: { Status: 'Scheduled' } });
  });

  it('allows 3 card changes per pledge a day, and refuses the 4th before the provider is asked', async () => {
    const { headers } = await pledgeWithToken(participantId);
    for (let change = 0; change < 3; change += 1) {
      const answer = await apiClient(apiUrl).post(
        '/api/pledges/UpdatePledge',
        { PaymentMethodId: await newCard() },
        headers,
      );
      expect(answer.status).toBe(200);
    }
    const card = await newCard();
    const before = await providerRequests();
    const fourth = await apiClient(apiUrl).post(
      '/api/pledges/UpdatePledge',
      { PaymentMethodId: card },
      headers,
    );
    expect(fourth).toMatchObject({ status: 429, body: { message: messages.tooManyCardChanges } });
    expect(await providerRequests()).toBe(before);
    // Other changes go on.
    const rate = await apiClient(apiUrl).post('/api/pledges/UpdatePledge', { Amount: 3 }, headers);
    expect(rate).toMatchObject({ status: 200, body: { Amount: 3 } });
  });

  it("shares the network's card attempts with CreatePledge: past them it asks for the captcha", async () => {
    await avoidWindowEdge();
    const { headers } = await pledgeWithToken(participantId);
    const network = apiClient(apiUrl);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const gift = pledgeBody(participantId, {
        Kind: 'Flat',
        Amount: 10,
        PaymentMethodId: 'pm_card_chargeDeclined',
      });
      expect((await createPledgeCall(network, gift, randomUUID())).status).toBe(402);
    }
    const card = await newCard();
    const before = await providerRequests();
    const answer = await network.post('/api/pledges/UpdatePledge', { PaymentMethodId: card }, headers);
    expect(answer).toMatchObject({
      status: 429,
      body: { message: messages.pledgeCaptchaRequired, code: 'CaptchaRequired' },
    });
    expect(await providerRequests()).toBe(before);
    // The refused change was not one of the pledge's three for the day.
    for (let change = 0; change < 3; change += 1) {
      const other = await apiClient(apiUrl).post(
        '/api/pledges/UpdatePledge',
        { PaymentMethodId: await newCard() },
        headers,
      );
      expect(other.status).toBe(200);
    }
  });
});

describe('a rate raised above the pending threshold', () => {
  it('puts the pledge back to Pending with a confirmation email, and counts it once confirmed', async () => {
    const { email, headers } = await pledgeWithToken(participantId, { Amount: 2 });
    const before = await pledgedCents(participantId);
    const raised = await apiClient(apiUrl).post('/api/pledges/UpdatePledge', { Amount: 6 }, headers);
    expect(raised).toMatchObject({ status: 200, body: { Status: 'Pending', Amount: 6 } });
    // A pending pledge counts nothing: its $2 x 5 laps leave pledged.
    expect(await pledgedCents(participantId)).toBe(before - 1000);
    const confirmation = (await emailsTo(email)).find(
      (message) => message.subject === messages.pendingEmailSubject('Runner0 O.'),
    );
    const token = tokenIn(confirmation?.html);
    expect(token).toBeDefined();
    const confirmed = await apiClient(apiUrl).post(
      '/api/pledges/ConfirmPledge',
      {},
      { 'x-pledge-token': token ?? '' },
    );
    expect(confirmed).toMatchObject({ status: 200, body: { Status: 'Scheduled', Amount: 6 } });
    expect(await pledgedCents(participantId)).toBe(before - 1000 + 3000);
    // Lowering a rate, or a change below the threshold, needs no confirmation.
    const lower = await apiClient(apiUrl).post(
      '/api/pledges/UpdatePledge',
      { Amount: 4 },
      { 'x-pledge-token': token ?? '' },
    );
    expect(lower).toMatchObject({ status: 200, body: { Status: 'Scheduled', Amount: 4 } });
  });
});
