// The stand-in's objects and what each /v1 call does to them, in memory. Shapes follow Stripe's
// API reference for the fields the product reads; everything else a real object carries is left
// out. Connected accounts are approved at once (locally there is no one to onboard).
import { randomBytes } from 'node:crypto';
import { ConnectLedger, platformAccount } from './connect-ledger';
import { text, type FormObject } from './form-params';
import {
  authenticationRequired,
  cardDeclined,
  invalidRequest,
  notFound,
  type StripeErrorAnswer,
} from './stripe-errors';
import { newId, now, type StripeObject } from './stripe-object';
import { matchesSearch, parseSearchQuery } from './search-query';
import { cardByNumber, cardByTestPaymentMethod, type CardBehaviour } from './test-cards';

export interface Answer {
  status: number;
  body: unknown;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const fail = (error: StripeErrorAnswer): Answer => error;
/** Stripe opens a test card's dispute shortly after the charge, not in the same call. */
const disputeDelayMs = 1000;
const isError = (value: StripeObject | StripeErrorAnswer): value is StripeErrorAnswer =>
  typeof value.status === 'number' && 'body' in value;

export class StandInResources {
  private readonly objects = new Map<string, StripeObject>();
  private readonly behaviours = new Map<string, CardBehaviour>();
  private readonly events: StripeObject[] = [];
  private readonly ledger = new ConnectLedger({
    put: (object) => this.store(object),
    get: (id) => (typeof id === 'string' ? this.objects.get(id) : undefined),
  });

  constructor(
    private readonly publicUrl: () => string,
    /** Told of every event recorded (the server delivers them as webhooks). */
    private readonly onEvent: (event: StripeObject) => void = () => undefined,
  ) {}

  private store<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  private find(id: string | undefined, kind: string): StripeObject | StripeErrorAnswer {
    const object = id ? this.objects.get(id) : undefined;
    return object && object.object === kind ? object : notFound(kind, id ?? '');
  }

  private record(type: string, object: StripeObject): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: now(),
      data: { object: { ...object } },
    };
    this.events.unshift(event);
    this.onEvent(event);
  }

  /** A payment method id: a test id (pm_card_visa) is materialized on first use, as Stripe does. */
  private paymentMethod(id: string | undefined): StripeObject | StripeErrorAnswer {
    if (!id) return invalidRequest('Missing required param: payment_method.', 'payment_method');
    const known = this.objects.get(id);
    if (known?.object === 'payment_method') return known;
    const card = cardByTestPaymentMethod(id);
    if (!card) return notFound('payment_method', id);
    const method = this.store({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: card.brand,
        last4: card.number.slice(-4),
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
      },
    });
    this.behaviours.set(method.id, card.behaviour);
    return method;
  }

  createCustomer(params: FormObject): Answer {
    return ok(
      this.store({
        id: newId('cus'),
        object: 'customer',
        email: text(params, 'email') ?? null,
        name: text(params, 'name') ?? null,
        metadata: params.metadata ?? {},
        created: now(),
      }),
    );
  }

  createPaymentMethod(params: FormObject): Answer {
    if (text(params, 'type') !== 'card')
      return fail(invalidRequest('Only card payment methods are supported.', 'type'));
    const number = text(params, 'card', 'number') ?? '';
    const card = cardByNumber(number);
    if (!card) {
      return fail(
        invalidRequest(
          'Your card number is not a Stripe test card. Use a test card such as 4242 4242 4242 4242.',
          'card[number]',
          'card_declined',
        ),
      );
    }
    const method = this.store({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: card.brand,
        last4: card.number.slice(-4),
        exp_month: Number(text(params, 'card', 'exp_month') ?? 12),
        exp_year: Number(text(params, 'card', 'exp_year') ?? new Date().getFullYear() + 3),
      },
    });
    this.behaviours.set(method.id, card.behaviour);
    return ok(method);
  }

  attachPaymentMethod(id: string, params: FormObject): Answer {
    const method = this.paymentMethod(id);
    if (isError(method)) return fail(method);
    const customer = this.find(text(params, 'customer'), 'customer');
    if (isError(customer)) return fail(customer);
    method.customer = customer.id;
    return ok(method);
  }

  /** SetupIntent, confirmed at creation: saves the card for later off-session charges. */
  createSetupIntent(params: FormObject): Answer {
    const method = this.paymentMethod(text(params, 'payment_method'));
    if (isError(method)) return fail(method);
    const customerId = text(params, 'customer');
    if (customerId) {
      const customer = this.find(customerId, 'customer');
      if (isError(customer)) return fail(customer);
      method.customer = customer.id;
    }
    const intent = this.store({
      id: newId('seti'),
      object: 'setup_intent',
      customer: customerId ?? null,
      payment_method: method.id,
      usage: text(params, 'usage') ?? 'off_session',
      metadata: params.metadata ?? {},
      status: 'requires_confirmation',
      client_secret: '',
      created: now(),
    });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    if (text(params, 'confirm') !== 'true') return ok(intent);
    const behaviour = this.behaviours.get(method.id) ?? { kind: 'succeeds' };
    if (behaviour.kind === 'declines' && !behaviour.afterAttach) {
      intent.status = 'requires_payment_method';
      return fail(cardDeclined(behaviour.declineCode, { setup_intent: { ...intent } }));
    }
    intent.status = behaviour.kind === 'requires-authentication' ? 'requires_action' : 'succeeded';
    this.record(`setup_intent.${intent.status === 'succeeded' ? 'succeeded' : 'requires_action'}`, intent);
    return ok(intent);
  }

  createPaymentIntent(params: FormObject): Answer {
    const amount = Number(text(params, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      return fail(invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small'));
    }
    const destination = text(params, 'transfer_data', 'destination');
    if (destination) {
      const account = this.find(destination, 'account');
      if (isError(account)) return fail(account);
    }
    const fee = text(params, 'application_fee_amount');
    if (fee !== undefined && (!/^\d+$/.test(fee) || Number(fee) > amount)) {
      return fail(
        invalidRequest(
          'application_fee_amount must be an integer no greater than amount.',
          'application_fee_amount',
          'parameter_invalid_integer',
        ),
      );
    }
    const intent = this.store({
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: text(params, 'currency') ?? 'usd',
      customer: text(params, 'customer') ?? null,
      payment_method: null as string | null,
      application_fee_amount: fee === undefined ? null : Number(fee),
      transfer_data: destination ? { destination } : null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: '',
      latest_charge: null as string | null,
      created: now(),
    });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    const methodId = text(params, 'payment_method');
    if (!methodId) return ok(intent);
    return this.confirm(
      intent,
      methodId,
      text(params, 'confirm') === 'true',
      text(params, 'off_session') === 'true',
    );
  }

  confirmPaymentIntent(id: string, params: FormObject): Answer {
    const found = this.find(id, 'payment_intent');
    if (isError(found)) return fail(found);
    if (found.status === 'succeeded') {
      return fail(
        invalidRequest(
          'This PaymentIntent has already succeeded.',
          undefined,
          'payment_intent_unexpected_state',
        ),
      );
    }
    const methodId = text(params, 'payment_method') ?? (found.payment_method as string | null) ?? undefined;
    return this.confirm(found, methodId, true, text(params, 'off_session') === 'true');
  }

  private confirm(
    intent: StripeObject,
    methodId: string | undefined,
    confirm: boolean,
    offSession: boolean,
  ): Answer {
    const method = this.paymentMethod(methodId);
    if (isError(method)) return fail(method);
    intent.payment_method = method.id;
    intent.status = 'requires_confirmation';
    if (!confirm) return ok(intent);
    const behaviour = this.behaviours.get(method.id) ?? { kind: 'succeeds' };
    if (behaviour.kind === 'declines') {
      intent.status = 'requires_payment_method';
      this.record('payment_intent.payment_failed', intent);
      return fail(cardDeclined(behaviour.declineCode, { payment_intent: { ...intent } }));
    }
    if (behaviour.kind === 'requires-authentication') {
      intent.status = 'requires_action';
      // Off session nobody can authenticate: Stripe answers a card error carrying the intent.
      if (offSession) return fail(authenticationRequired({ payment_intent: { ...intent } }));
      intent.next_action = { type: 'use_stripe_sdk' };
      return ok(intent);
    }
    intent.status = 'succeeded';
    const charge = this.ledger.charge(intent);
    intent.latest_charge = charge.id;
    this.record('payment_intent.succeeded', intent);
    if (behaviour.kind === 'disputed') {
      setTimeout(
        () => this.record('charge.dispute.created', this.ledger.dispute(charge)),
        disputeDelayMs,
      ).unref();
    }
    return ok(intent);
  }

  createRefund(params: FormObject): Answer {
    const intent = this.find(text(params, 'payment_intent'), 'payment_intent');
    if (isError(intent)) return fail(intent);
    const charge =
      typeof intent.latest_charge === 'string' ? this.objects.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge) {
      return fail(
        invalidRequest(
          'This PaymentIntent has no successful charge to refund.',
          'payment_intent',
          'charge_not_refundable',
        ),
      );
    }
    if (charge.disputed) {
      return fail(
        invalidRequest(
          `Charge ${charge.id} has been charged back; cannot issue a refund.`,
          undefined,
          'charge_disputed',
        ),
      );
    }
    const refunded = Number(charge.amount_refunded);
    const amount = Number(text(params, 'amount') ?? Number(charge.amount) - refunded);
    if (!Number.isInteger(amount) || amount <= 0 || amount + refunded > Number(charge.amount)) {
      return fail(
        invalidRequest('Refund amount is greater than the unrefunded amount.', 'amount', 'amount_too_large'),
      );
    }
    const refund = this.ledger.refund(charge, amount, {
      reverseTransfer: text(params, 'reverse_transfer') === 'true',
      refundApplicationFee: text(params, 'refund_application_fee') === 'true',
      metadata: params.metadata,
    });
    this.record('charge.refunded', charge);
    return ok(refund);
  }

  /** GET /v1/refunds, optionally of one intent, newest first (one page). */
  listRefunds(paymentIntent: string | null, limit: number): Answer {
    const found = [...this.objects.values()]
      .filter(
        (object) => object.object === 'refund' && (!paymentIntent || object.payment_intent === paymentIntent),
      )
      .reverse();
    return ok({
      object: 'list',
      url: '/v1/refunds',
      has_more: found.length > limit,
      data: found.slice(0, limit),
    });
  }

  /** GET /v1/balance: the platform's, or a connected account's when called with Stripe-Account. */
  balance(account: string | undefined): Answer {
    const amount = this.ledger.balanceOf(account ?? platformAccount);
    return ok({
      object: 'balance',
      livemode: false,
      available: [{ amount, currency: 'usd' }],
      pending: [{ amount: 0, currency: 'usd' }],
    });
  }

  createAccount(params: FormObject): Answer {
    const account = this.store({
      id: newId('acct'),
      object: 'account',
      type: text(params, 'type') ?? 'express',
      email: text(params, 'email') ?? null,
      business_profile: { name: text(params, 'business_profile', 'name') ?? null },
      // Approved at once: locally there is nobody to onboard.
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      metadata: params.metadata ?? {},
      created: now(),
    });
    this.record('account.updated', account);
    return ok(account);
  }

  createAccountLink(params: FormObject): Answer {
    const account = this.find(text(params, 'account'), 'account');
    if (isError(account)) return fail(account);
    const returnUrl = text(params, 'return_url');
    if (!returnUrl) return fail(invalidRequest('Missing required param: return_url.', 'return_url'));
    const target = new URL('/onboarding', this.publicUrl());
    target.searchParams.set('account', account.id);
    target.searchParams.set('return_url', returnUrl);
    return ok({ object: 'account_link', url: target.toString(), created: now(), expires_at: now() + 300 });
  }

  retrieve(kind: string, id: string): Answer {
    const object = this.find(id, kind);
    return isError(object) ? fail(object) : ok(object);
  }

  /** Not Stripe's (tests): moves an intent and its charge `days` into the past. */
  backdate(paymentIntentId: string, days: number): Answer {
    const intent = this.find(paymentIntentId, 'payment_intent');
    if (isError(intent)) return fail(intent);
    const charge =
      typeof intent.latest_charge === 'string' ? this.objects.get(intent.latest_charge) : undefined;
    for (const object of [intent, charge]) {
      if (object) object.created = Number(object.created) - Math.round(days * 86_400);
    }
    return ok(intent);
  }

  /** GET /v1/payment_intents/search: newest first, as Stripe's search answers (one page). */
  searchPaymentIntents(query: string | null, limit: number): Answer {
    const clauses = parseSearchQuery(query ?? '');
    if (!clauses) return fail(invalidRequest(`Invalid search query: ${query ?? ''}`, 'query'));
    const found = [...this.objects.values()]
      .filter((object) => object.object === 'payment_intent' && matchesSearch(object, clauses))
      .reverse();
    return ok({
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: found.length > limit,
      next_page: null,
      data: found.slice(0, limit),
    });
  }

  /** A manual payout of a connected account's balance (made as the account: Stripe-Account). */
  createPayout(params: FormObject, account: string | undefined): Answer {
    const amount = Number(text(params, 'amount'));
    if (!account || account === platformAccount) {
      return fail(invalidRequest('The stand-in pays out connected accounts only.', 'amount'));
    }
    if (!Number.isInteger(amount) || amount <= 0) {
      return fail(invalidRequest('Invalid positive integer', 'amount'));
    }
    const payout = this.ledger.payout(account, amount);
    if (!payout) {
      return fail(
        invalidRequest(
          'You have insufficient funds in your Stripe account for this transfer.',
          'amount',
          'balance_insufficient',
        ),
      );
    }
    return ok(payout);
  }

  /** A connected account's payouts, newest first; `startingAfter` pages on as Stripe's lists do. */
  listPayouts(account: string | undefined, query: URLSearchParams): Answer {
    const limit = Number(query.get('limit') ?? 10);
    const startingAfter = query.get('starting_after');
    // Stripe's created[gte] / created[lt] window, in seconds.
    const from = Number(query.get('created[gte]') ?? -Infinity);
    const before = Number(query.get('created[lt]') ?? Infinity);
    const all = [...this.objects.values()]
      .filter(
        (object) =>
          object.object === 'payout' &&
          object.account === (account ?? platformAccount) &&
          Number(object.created) >= from &&
          Number(object.created) < before,
      )
      .reverse();
    const start = startingAfter ? all.findIndex((object) => object.id === startingAfter) + 1 : 0;
    const found = all.slice(start);
    return ok({
      object: 'list',
      url: '/v1/payouts',
      has_more: found.length > limit,
      data: found.slice(0, limit),
    });
  }

  listEvents(limit: number): Answer {
    return ok({
      object: 'list',
      url: '/v1/events',
      has_more: this.events.length > limit,
      data: this.events.slice(0, limit),
    });
  }
}
