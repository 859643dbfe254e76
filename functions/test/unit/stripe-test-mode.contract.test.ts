// Test Thons charge through the provider's test mode: the Stripe adapter's test-mode variant sends
// every request with the test-mode key (pinned with msw at api.stripe.com), refuses a live key on
// every stage, prod included, and never falls back to the live key when no test key is set.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentProviderEnvironmentNames } from '../../src/platform/environment-names';
import { liveKeyInTestMode } from '../../src/platform/payments/live-key-guard';
import {
  resetStripeClient,
  stripePaymentProvider,
  stripeTestPaymentProvider,
} from '../../src/platform/payments/stripe-payment-provider';

const authorizations: (string | null)[] = [];
const server = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', ({ request }) => {
    authorizations.push(request.headers.get('authorization'));
    return HttpResponse.json({ id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 2500 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.stubEnv(paymentProviderEnvironmentNames.apiKey, 'sk_live_platform');
  vi.stubEnv(paymentProviderEnvironmentNames.testApiKey, 'sk_test_rehearsal');
  vi.stubEnv(paymentProviderEnvironmentNames.url, '');
  vi.stubEnv('STAGE', 'prod');
  resetStripeClient();
  authorizations.length = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const charge = {
  amountCents: 2500,
  currency: 'usd' as const,
  paymentMethodId: 'pm_123',
  offSession: false,
  destinationAccountId: 'acct_school',
  applicationFeeCents: 375,
  idempotencyKey: 'pledge-p1-charge',
};

describe('Stripe adapter in test mode (test Thons)', () => {
  it('charges with the test-mode key while the live adapter keeps the live key, on prod', async () => {
    await expect(stripeTestPaymentProvider.charge(charge)).resolves.toMatchObject({ outcome: 'succeeded' });
    await expect(stripePaymentProvider.charge(charge)).resolves.toMatchObject({ outcome: 'succeeded' });
    // Concurrent calls of both modes each keep their own key.
    await Promise.all([stripeTestPaymentProvider.charge(charge), stripePaymentProvider.charge(charge)]);
    expect(authorizations.slice(0, 2)).toEqual(['Bearer sk_test_rehearsal', 'Bearer sk_live_platform']);
    expect([...authorizations.slice(2)].sort()).toEqual([
      'Bearer sk_live_platform',
      'Bearer sk_test_rehearsal',
    ]);
  });

  it.each(['sk_live_abc', 'rk_live_abc', 'not_a_key'])(
    'refuses %s as the test-mode key even on prod and sends nothing',
    async (key) => {
      vi.stubEnv(paymentProviderEnvironmentNames.testApiKey, key);
      await expect(stripeTestPaymentProvider.charge(charge)).rejects.toThrow(liveKeyInTestMode);
      expect(authorizations).toEqual([]);
    },
  );

  it('never falls back to the live key when no test-mode key is configured', async () => {
    vi.stubEnv(paymentProviderEnvironmentNames.testApiKey, '');
    await expect(stripeTestPaymentProvider.charge(charge)).rejects.toThrow(
      'No test-mode payment provider key is configured.',
    );
    expect(authorizations).toEqual([]);
  });
});
