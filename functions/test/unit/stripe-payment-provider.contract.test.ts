// Contract tests: the exact requests the Stripe adapter sends to api.stripe.com (method, path,
// form-encoded parameters, Idempotency-Key, Stripe-Account), pinned with msw at the HTTP boundary,
// and how Stripe's answers (card errors, requires_action) become the port's outcomes.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentProviderEnvironmentNames } from '../../src/platform/environment-names';
import {
  resetStripeClient,
  stripePaymentProvider as provider,
} from '../../src/platform/payments/stripe-payment-provider';
import { liveKeyRefusal } from '../../src/platform/payments/live-key-guard';

interface Sent {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  authorization: string | null;
}

const sent: Sent[] = [];
let answer: { status: number; body: JsonBodyType } = { status: 200, body: {} };
/** Answers by path, for calls that make more than one request; others get `answer`. */
let answersByPath: Record<string, { status: number; body: JsonBodyType }> = {};

const server = setupServer(
  http.all('https://api.stripe.com/v1/*', async ({ request }) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(
        new URLSearchParams(request.method === 'GET' ? url.search : await request.text()),
      ),
      idempotencyKey: request.headers.get('idempotency-key'),
      stripeAccount: request.headers.get('stripe-account'),
      authorization: request.headers.get('authorization'),
    });
    const reply = answersByPath[url.pathname] ?? answer;
    return HttpResponse.json(reply.body, { status: reply.status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.stubEnv(paymentProviderEnvironmentNames.apiKey, 'sk_test_contract');
  vi.stubEnv(paymentProviderEnvironmentNames.url, '');
  resetStripeClient();
  sent.length = 0;
  answersByPath = {};
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const only = (): Sent => {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
};

const charge = {
  amountCents: 2500,
  currency: 'usd' as const,
  paymentMethodId: 'pm_123',
  customerId: 'cus_123',
  offSession: true,
  destinationAccountId: 'acct_school',
  applicationFeeCents: 375,
  idempotencyKey: 'pledge-p1-charge-1',
  metadata: { pledgeId: 'p1' },
};

describe('Stripe adapter: requests', () => {
  it('charges a saved card off session as a destination charge with the platform fee', async () => {
    answer = {
      status: 200,
      body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 2500 },
    };
    await expect(provider.charge(charge)).resolves.toEqual({
      outcome: 'succeeded',
      paymentIntentId: 'pi_1',
      amountCents: 2500,
    });
    const request = only();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'pledge-p1-charge-1',
      stripeAccount: null,
      authorization: 'Bearer sk_test_contract',
    });
    expect(request.params).toEqual({
      amount: '2500',
      currency: 'usd',
      payment_method: 'pm_123',
      customer: 'cus_123',
      confirm: 'true',
      off_session: 'true',
      'transfer_data[destination]': 'acct_school',
      application_fee_amount: '375',
      'metadata[pledgeId]': 'p1',
    });
  });

  it('charges a card on session without a customer or off_session', async () => {
    answer = {
      status: 200,
      body: { id: 'pi_2', object: 'payment_intent', status: 'succeeded', amount: 500 },
    };
    await provider.charge({
      ...charge,
      customerId: undefined,
      offSession: false,
      amountCents: 500,
      metadata: undefined,
    });
    expect(only().params).toEqual({
      amount: '500',
      currency: 'usd',
      payment_method: 'pm_123',
      confirm: 'true',
      'transfer_data[destination]': 'acct_school',
      application_fee_amount: '375',
    });
  });

  it('saves a card with a confirmed off-session SetupIntent', async () => {
    answer = {
      status: 200,
      body: { id: 'seti_1', object: 'setup_intent', status: 'succeeded', payment_method: 'pm_9' },
    };
    await expect(
      provider.saveCard({ customerId: 'cus_1', paymentMethodId: 'pm_9', idempotencyKey: 'pledge-p2-card' }),
    ).resolves.toEqual({ outcome: 'saved', setupIntentId: 'seti_1', paymentMethodId: 'pm_9' });
    const request = only();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      idempotencyKey: 'pledge-p2-card',
    });
    expect(request.params).toEqual({
      customer: 'cus_1',
      payment_method: 'pm_9',
      usage: 'off_session',
      confirm: 'true',
    });
  });

  it('creates a customer, a refund and an Express account with their idempotency keys', async () => {
    answer = { status: 200, body: { id: 'cus_7', object: 'customer' } };
    await provider.createCustomer({
      email: 'donor@example.com',
      name: 'Dana Donor',
      idempotencyKey: 'donor-k',
    });
    answer = { status: 200, body: { id: 're_1', object: 'refund', amount: 1000 } };
    await provider.refund({ paymentIntentId: 'pi_1', amountCents: 1000, idempotencyKey: 'refund-k' });
    answer = { status: 200, body: { id: 'acct_1', object: 'account' } };
    await provider.createConnectedAccount({
      email: 'org@example.com',
      organizationName: 'Lincoln PTA',
      idempotencyKey: 'acct-k',
    });
    expect(sent.map(({ path, idempotencyKey, params }) => ({ path, idempotencyKey, params }))).toEqual([
      {
        path: '/v1/customers',
        idempotencyKey: 'donor-k',
        params: { email: 'donor@example.com', name: 'Dana Donor' },
      },
      {
        path: '/v1/refunds',
        idempotencyKey: 'refund-k',
        params: {
          payment_intent: 'pi_1',
          amount: '1000',
          // A destination charge's refund takes back the school's transfer and the platform's fee,
          // each pro rata; without these the platform's balance pays the whole refund.
          reverse_transfer: 'true',
          refund_application_fee: 'true',
        },
      },
      {
        path: '/v1/accounts',
        idempotencyKey: 'acct-k',
        params: {
          type: 'express',
          email: 'org@example.com',
          'business_profile[name]': 'Lincoln PTA',
          'capabilities[card_payments][requested]': 'true',
          'capabilities[transfers][requested]': 'true',
        },
      },
    ]);
  });

  it('refunds the whole unrefunded amount with the transfer and the fee reversed too', async () => {
    answer = { status: 200, body: { id: 're_2', object: 'refund', amount: 2500 } };
    await expect(provider.refund({ paymentIntentId: 'pi_2', idempotencyKey: 'refund-all' })).resolves.toEqual(
      {
        refundId: 're_2',
        amountCents: 2500,
      },
    );
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund-all',
      params: { payment_intent: 'pi_2', reverse_transfer: 'true', refund_application_fee: 'true' },
    });
    expect(Object.keys(only().params)).not.toContain('amount');
  });

  it('reads a payment by its intent: when it was made and our metadata on it', async () => {
    answer = {
      status: 200,
      body: {
        id: 'pi_3',
        object: 'payment_intent',
        created: 1_700_000_000,
        amount: 2500,
        metadata: { pledgeId: 'p3' },
      },
    };
    await expect(provider.paymentOf({ paymentIntentId: 'pi_3' })).resolves.toEqual({
      paymentIntentId: 'pi_3',
      createdAt: new Date(1_700_000_000_000),
      metadata: { pledgeId: 'p3' },
    });
    expect(only()).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3' });
  });

  it("reads a disputed charge's payment through the charge when the intent is not named", async () => {
    answersByPath = {
      '/v1/charges/ch_4': { status: 200, body: { id: 'ch_4', object: 'charge', payment_intent: 'pi_4' } },
      '/v1/payment_intents/pi_4': {
        status: 200,
        body: { id: 'pi_4', object: 'payment_intent', created: 1_700_000_100, metadata: { pledgeId: 'p4' } },
      },
    };
    const reading = provider.paymentOf({ chargeId: 'ch_4' });
    await expect(reading).resolves.toMatchObject({ paymentIntentId: 'pi_4', metadata: { pledgeId: 'p4' } });
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/charges/ch_4',
      'GET /v1/payment_intents/pi_4',
    ]);
  });

  it('answers undefined for a payment the provider does not know', async () => {
    answer = {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
      },
    };
    await expect(provider.paymentOf({ paymentIntentId: 'pi_gone' })).resolves.toBeUndefined();
  });

  it('asks for an onboarding link and reads an account status', async () => {
    answer = {
      status: 200,
      body: {
        object: 'account_link',
        url: 'https://connect.stripe.com/setup/e/x',
        expires_at: 1_900_000_000,
      },
    };
    await expect(
      provider.createOnboardingLink({
        accountId: 'acct_1',
        refreshUrl: 'https://thon.test/r',
        returnUrl: 'https://thon.test/done',
      }),
    ).resolves.toEqual({ url: 'https://connect.stripe.com/setup/e/x', expiresAt: 1_900_000_000 });
    answer = {
      status: 200,
      body: {
        id: 'acct_1',
        object: 'account',
        charges_enabled: true,
        payouts_enabled: false,
        details_submitted: true,
      },
    };
    await expect(provider.accountStatus('acct_1')).resolves.toEqual({
      chargesEnabled: true,
      payoutsEnabled: false,
      detailsSubmitted: true,
    });
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/account_links',
      'GET /v1/accounts/acct_1',
    ]);
    expect(sent[0]?.params).toEqual({
      account: 'acct_1',
      refresh_url: 'https://thon.test/r',
      return_url: 'https://thon.test/done',
      type: 'account_onboarding',
    });
  });
});

describe('Stripe adapter: payouts', () => {
  it("lists a connected account's payouts as the account, in a created window, and reads them in cents", async () => {
    answer = {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/payouts',
        has_more: false,
        data: [
          {
            id: 'po_1',
            object: 'payout',
            amount: 12_345,
            currency: 'usd',
            status: 'paid',
            created: 1_780_000_000,
            arrival_date: 1_780_086_400,
          },
        ],
      },
    };
    await expect(
      provider.listPayouts({
        accountId: 'acct_school',
        from: new Date(1_779_000_000_000),
        before: new Date(1_781_000_000_000),
      }),
    ).resolves.toEqual([
      {
        payoutId: 'po_1',
        amountCents: 12_345,
        status: 'paid',
        createdAt: new Date(1_780_000_000_000),
        arrivalDate: new Date(1_780_086_400_000),
      },
    ]);
    const request = only();
    expect(`${request.method} ${request.path}`).toBe('GET /v1/payouts');
    expect(request.stripeAccount).toBe('acct_school');
    expect(request.params).toEqual({
      limit: '100',
      'created[gte]': '1779000000',
      'created[lt]': '1781000000',
    });
  });
});

describe('Stripe adapter: outcomes', () => {
  it('turns a card decline into a declined outcome with its decline code', async () => {
    answer = {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    };
    await expect(provider.charge(charge)).resolves.toEqual({
      outcome: 'declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('turns authentication_required off session into an outcome naming the intent', async () => {
    answer = {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'authentication_required',
          message: 'This transaction requires authentication.',
          payment_intent: { id: 'pi_auth', object: 'payment_intent', status: 'requires_action' },
        },
      },
    };
    await expect(provider.charge(charge)).resolves.toEqual({
      outcome: 'authentication-required',
      intentId: 'pi_auth',
    });
  });

  it('passes other failures on as errors (nothing is reported as declined)', async () => {
    answer = { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such customer' } } };
    await expect(provider.charge(charge)).rejects.toThrow('No such customer');
  });
});

describe('Stripe adapter: live keys only in prod (spec section 9, staging in test mode)', () => {
  it.each(['sk_live_abc', 'rk_live_abc'])('refuses %s on the dev stage and sends nothing', async (key) => {
    vi.stubEnv(paymentProviderEnvironmentNames.apiKey, key);
    vi.stubEnv('STAGE', 'dev');
    await expect(provider.charge(charge)).rejects.toThrow(liveKeyRefusal('dev'));
    expect(sent).toEqual([]);
  });

  it('uses a live key on the prod stage', async () => {
    vi.stubEnv(paymentProviderEnvironmentNames.apiKey, 'sk_live_abc');
    vi.stubEnv('STAGE', 'prod');
    answer = {
      status: 200,
      body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 2500 },
    };
    await expect(provider.charge(charge)).resolves.toMatchObject({ outcome: 'succeeded' });
    expect(only().authorization).toBe('Bearer sk_live_abc');
  });

  it('uses a test key on the dev stage', async () => {
    vi.stubEnv('STAGE', 'dev');
    answer = {
      status: 200,
      body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 2500 },
    };
    await expect(provider.charge(charge)).resolves.toMatchObject({ outcome: 'succeeded' });
    expect(only().authorization).toBe('Bearer sk_test_contract');
  });
});
