// Card testing over HTTP against the emulator and the payment stand-in: card attempts are reserved
// per client network before the provider is asked, so a parallel flood reaches it at most 5 times;
// past that a captcha (each solution once) buys a few more attempts, and a flood of captchas ends
// in a plain 429.
import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import type { CaptchaChallenge } from '@thon/shared/api/schemas/support';
import { apiClient, avoidWindowEdge } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();

/** Requests the payment stand-in has answered so far. */
async function providerRequests(): Promise<number> {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/__stand-in/requests`);
  return ((await response.json()) as { requests: number }).requests;
}

/** What the browser's widget sends once it has solved GetCaptchaChallenge's challenge. */
async function solvedCaptcha(): Promise<string> {
  const response = await fetch(`${apiUrl}/api/EmailTest/GetCaptchaChallenge`);
  const challenge = (await response.json()) as CaptchaChallenge;
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

let participantId = '';
beforeAll(async () => {
  participantId = (await createPledgeEvent()).participantIds[0] ?? '';
});

const declinedGift = (overrides: Record<string, unknown> = {}) =>
  pledgeBody(participantId, {
    Kind: 'Flat',
    Amount: 10,
    PaymentMethodId: 'pm_card_chargeDeclined',
    ...overrides,
  });
const goodGift = (overrides: Record<string, unknown> = {}) =>
  pledgeBody(participantId, { Kind: 'Flat', Amount: 10, ...overrides });

const captchaRequired = {
  status: 429,
  body: { message: messages.pledgeCaptchaRequired, code: 'CaptchaRequired' },
};

describe('card attempts are reserved before the provider is asked', () => {
  it('lets at most 5 of 40 concurrent declining attempts from one address reach the provider', async () => {
    await avoidWindowEdge();
    const tester = apiClient(apiUrl);
    const before = await providerRequests();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => createPledgeCall(tester, declinedGift())),
    );
    const reached = (await providerRequests()) - before;
    expect(reached).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(reached);
    const refused = answers.filter((answer) => answer.status !== 402);
    expect(refused).toHaveLength(40 - reached);
    for (const answer of refused) expect(answer).toMatchObject(captchaRequired);
    // Another address is not affected.
    expect((await createPledgeCall(apiClient(apiUrl), goodGift())).status).toBe(200);
  });

  it('gives the attempt back when the card is taken: donors behind one address are not counted', async () => {
    await avoidWindowEdge();
    const school = apiClient(apiUrl);
    for (let donor = 0; donor < 8; donor += 1) {
      expect((await createPledgeCall(school, goodGift())).status).toBe(200);
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await createPledgeCall(school, declinedGift())).status).toBe(402);
    }
    expect(await createPledgeCall(school, goodGift())).toMatchObject(captchaRequired);
  });
});

describe('past the limit, the captcha', () => {
  it('buys 3 attempts per solution, refuses a solution used before, and lets a donor through', async () => {
    await avoidWindowEdge(60);
    const network = apiClient(apiUrl);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await createPledgeCall(network, declinedGift())).status).toBe(402);
    }
    expect(await createPledgeCall(network, declinedGift())).toMatchObject(captchaRequired);
    const solved = await solvedCaptcha();
    expect((await createPledgeCall(network, declinedGift({ Captcha: solved }))).status).toBe(402);
    // The solution bought two more attempts for the network.
    expect((await createPledgeCall(network, declinedGift())).status).toBe(402);
    expect((await createPledgeCall(network, declinedGift())).status).toBe(402);
    expect(await createPledgeCall(network, declinedGift())).toMatchObject(captchaRequired);
    expect(await createPledgeCall(network, declinedGift({ Captcha: solved }))).toMatchObject({
      status: 429,
      body: { message: messages.invalidCaptcha, code: 'CaptchaRequired' },
    });
    expect(await createPledgeCall(network, goodGift({ Captcha: 'bm90IGEgc29sdXRpb24=' }))).toMatchObject({
      status: 429,
      body: { message: messages.invalidCaptcha, code: 'CaptchaRequired' },
    });
    // The form sends the same pledge again, with the same key, once the donor solved the captcha.
    const gift = goodGift();
    const key = randomUUID();
    expect(await createPledgeCall(network, gift, key)).toMatchObject(captchaRequired);
    const answer = await createPledgeCall(network, { ...gift, Captcha: await solvedCaptcha() }, key);
    expect(answer).toMatchObject({ status: 200, body: { Status: 'Charged' } });
  });

  it('answers a plain 429 once the captchas of the hour have bought all they may', async () => {
    await avoidWindowEdge();
    const network = apiClient(apiUrl);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await createPledgeCall(network, declinedGift())).status).toBe(402);
    }
    // Ten solutions' worth already bought and used this hour (a flood that solved captchas).
    const { pledgeGuard, pledgeLimitsPerWindow } = await import('../../src/domain/pledges/pledge-guards');
    const { thon } = await import('../../src/data/thon-service');
    const { createPledgeDeps } = await import('../../src/composition/pledge-creation');
    const { client } = pledgeGuard(createPledgeDeps, network.from, participantId);
    await thon()
      .entities.attemptWindow.patch(client)
      .set({ captchaGranted: pledgeLimitsPerWindow.captchaAttemptsPerWindow, captchaRoom: 0 })
      .go();
    const flood = { status: 429, body: { message: messages.tooManyDeclines } };
    expect(await createPledgeCall(network, declinedGift())).toMatchObject(flood);
    const before = await providerRequests();
    const answer = await createPledgeCall(network, goodGift({ Captcha: await solvedCaptcha() }));
    expect(answer).toMatchObject(flood);
    expect(answer.body).not.toHaveProperty('code');
    expect(await providerRequests()).toBe(before);
  });
});

describe('past the pledges one network makes in an hour, the captcha', () => {
  const pledgesRequired = {
    status: 429,
    body: { message: messages.pledgeLimitCaptchaRequired, code: 'CaptchaRequired' },
  };

  it('asks a school behind one address for the captcha, and a solution (once) buys 3 more pledges', async () => {
    await avoidWindowEdge(60);
    const child = (await createPledgeEvent()).participantIds[0] ?? '';
    const school = apiClient(apiUrl);
    const { pledgeLimitsPerWindow } = await import('../../src/domain/pledges/pledge-guards');
    for (let donor = 0; donor < pledgeLimitsPerWindow.clientPledges; donor += 1) {
      const kind = donor % 2 === 0 ? {} : { Kind: 'Flat', Amount: 10 };
      expect((await createPledgeCall(school, pledgeBody(child, kind))).status).toBe(200);
    }
    // A per-unit pledge (enforced in its write) and a gift (counted) both ask for the captcha.
    const pledge = pledgeBody(child);
    const key = randomUUID();
    expect(await createPledgeCall(school, pledge, key)).toMatchObject(pledgesRequired);
    expect(await createPledgeCall(school, pledgeBody(child, { Kind: 'Flat', Amount: 10 }))).toMatchObject(
      pledgesRequired,
    );
    // The form sends the same pledge again with the solution: it and two more pledges go through.
    const solved = await solvedCaptcha();
    const answer = await createPledgeCall(school, { ...pledge, Captcha: solved }, key);
    expect(answer).toMatchObject({ status: 200, body: { Status: 'Scheduled' } });
    expect((await createPledgeCall(school, pledgeBody(child, { Kind: 'Flat', Amount: 10 }))).status).toBe(
      200,
    );
    expect((await createPledgeCall(school, pledgeBody(child))).status).toBe(200);
    expect(await createPledgeCall(school, pledgeBody(child))).toMatchObject(pledgesRequired);
    // A solution claimed once buys nothing again.
    expect(await createPledgeCall(school, pledgeBody(child, { Captcha: solved }))).toMatchObject({
      status: 429,
      body: { message: messages.invalidCaptcha, code: 'CaptchaRequired' },
    });
    expect(
      (await createPledgeCall(school, pledgeBody(child, { Captcha: await solvedCaptcha() }))).status,
    ).toBe(200);
  });

  it('answers a plain 429 once the captchas of the hour have bought all they may', async () => {
    await avoidWindowEdge();
    const child = (await createPledgeEvent()).participantIds[0] ?? '';
    const network = apiClient(apiUrl);
    const { pledgeGuard, pledgeLimitsPerWindow } = await import('../../src/domain/pledges/pledge-guards');
    const { thon } = await import('../../src/data/thon-service');
    const { createPledgeDeps } = await import('../../src/composition/pledge-creation');
    const { client } = pledgeGuard(createPledgeDeps, network.from, child);
    // The hour's free pledges made, and ten solutions' worth bought and used (a flood that solved captchas).
    await thon()
      .entities.attemptWindow.upsert({ ...client, expiresAt: client.windowStart + 3600 })
      .set({
        attempts: pledgeLimitsPerWindow.clientPledges,
        captchaGranted: pledgeLimitsPerWindow.captchaAttemptsPerWindow,
        captchaRoom: 0,
      })
      .go();
    const flood = { status: 429, body: { message: messages.tooManyPledges } };
    const before = await providerRequests();
    expect(await createPledgeCall(network, pledgeBody(child))).toMatchObject(flood);
    const answer = await createPledgeCall(network, pledgeBody(child, { Captcha: await solvedCaptcha() }));
    expect(answer).toMatchObject(flood);
    expect(answer.body).not.toHaveProperty('code');
    expect(await providerRequests()).toBe(before);
  });
});
