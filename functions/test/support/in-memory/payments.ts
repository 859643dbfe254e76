// An in-memory payment provider that keeps its promise about idempotency keys the way Stripe does:
// a request repeated with a key it has seen answers the first outcome and takes no money again.
// A test scripts the next card outcomes (`declineNext`, `authenticateNext`), for charges and saved
// cards alike; every request is kept.
import type {
  CardSaveOutcome,
  ChargeFound,
  ChargeOutcome,
  ChargeRequest,
  PaymentProvider,
  PaymentRecord,
  PayoutRecord,
} from '../../../src/domain/ports/payments';

interface Charge {
  request: ChargeRequest;
  outcome: ChargeOutcome;
  found: ChargeFound;
  createdAt: Date;
}

export class InMemoryPaymentProvider implements PaymentProvider {
  /** Every charge request, repeats included, in order. */
  readonly chargeRequests: ChargeRequest[] = [];
  /** Every refund request, repeats included. */
  readonly refundRequests: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }[] = [];
  /** Every card save request (per-unit pledges, card changes), repeats included. */
  readonly saveRequests: { paymentMethodId: string; idempotencyKey: string }[] = [];
  private readonly saves = new Map<string, CardSaveOutcome>();
  private readonly accounts = new Map<string, string>();
  /** What the provider answers about any connected account; a test sets it (onboarding unfinished). */
  accountState = { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };
  /** The accounts asked about, in order. */
  readonly accountStatusRequests: string[] = [];
  private readonly charges = new Map<string, Charge>();
  private readonly refunds = new Map<string, { refundId: string; amountCents: number }>();
  private readonly scripted: ChargeOutcome[] = [];
  private next = 0;
  /** When the provider took a charge (refund age rules); `now` unless a test says otherwise. */
  chargedAt = new Date();

  declineNext(declineCode = 'card_declined'): this {
    this.scripted.push({ outcome: 'declined', declineCode, message: 'Your card was declined.' });
    return this;
  }

  authenticateNext(): this {
    this.scripted.push({ outcome: 'authentication-required', intentId: `pi_auth_${(this.next += 1)}` });
    return this;
  }

  /** The money actually taken: one per distinct key that succeeded. */
  get takenCents(): number[] {
    return [...this.charges.values()]
      .filter((charge) => charge.outcome.outcome === 'succeeded')
      .map((charge) => charge.request.amountCents);
  }

  charge(request: ChargeRequest): Promise<ChargeOutcome> {
    this.chargeRequests.push(request);
    const seen = this.charges.get(request.idempotencyKey);
    if (seen) return Promise.resolve(seen.outcome);
    const paymentIntentId = `pi_${(this.next += 1)}`;
    const outcome = this.scripted.shift() ?? {
      outcome: 'succeeded',
      paymentIntentId,
      amountCents: request.amountCents,
    };
    const state = outcome.outcome === 'succeeded' ? 'succeeded' : 'unpaid';
    this.charges.set(request.idempotencyKey, {
      request,
      outcome,
      found: { paymentIntentId, amountCents: request.amountCents, state, metadata: request.metadata ?? {} },
      createdAt: this.chargedAt,
    });
    return Promise.resolve(outcome);
  }

  findCharges(metadata: { pledgeId: string }): Promise<ChargeFound[]> {
    return Promise.resolve(
      [...this.charges.values()]
        .filter((charge) => charge.found.metadata.pledgeId === metadata.pledgeId)
        .map((charge) => charge.found),
    );
  }

  refund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }) {
    this.refundRequests.push(input);
    const seen = this.refunds.get(input.idempotencyKey);
    if (seen) return Promise.resolve(seen);
    const refund = { refundId: `re_${(this.next += 1)}`, amountCents: input.amountCents ?? 0 };
    this.refunds.set(input.idempotencyKey, refund);
    return Promise.resolve(refund);
  }

  paymentOf(input: { paymentIntentId?: string; chargeId?: string }): Promise<PaymentRecord | undefined> {
    const charge = [...this.charges.values()].find(
      (candidate) => candidate.found.paymentIntentId === input.paymentIntentId,
    );
    return Promise.resolve(
      charge && {
        paymentIntentId: charge.found.paymentIntentId,
        createdAt: charge.createdAt,
        metadata: charge.found.metadata,
      },
    );
  }

  createCustomer(): Promise<{ customerId: string }> {
    return Promise.resolve({ customerId: `cus_${(this.next += 1)}` });
  }

  /**
   * Saves a card, or refuses it with the next scripted decline; a key seen before answers its first
   * outcome again (a retried pledge saves no second card).
   */
  saveCard(input: { paymentMethodId: string; idempotencyKey: string }): Promise<CardSaveOutcome> {
    this.saveRequests.push(input);
    const seen = this.saves.get(input.idempotencyKey);
    if (seen) return Promise.resolve(seen);
    const scripted = this.scripted.shift();
    const outcome: CardSaveOutcome =
      scripted && scripted.outcome !== 'succeeded'
        ? scripted
        : {
            outcome: 'saved',
            setupIntentId: `seti_${(this.next += 1)}`,
            paymentMethodId: input.paymentMethodId,
          };
    this.saves.set(input.idempotencyKey, outcome);
    return Promise.resolve(outcome);
  }

  /** One account per idempotency key, as the provider keeps it. */
  createConnectedAccount(input: { idempotencyKey: string }): Promise<{ accountId: string }> {
    const accountId = this.accounts.get(input.idempotencyKey) ?? `acct_${(this.next += 1)}`;
    this.accounts.set(input.idempotencyKey, accountId);
    return Promise.resolve({ accountId });
  }

  createOnboardingLink(input: { accountId: string }) {
    return Promise.resolve({ url: `https://connect.example/${input.accountId}`, expiresAt: 0 });
  }

  accountStatus(accountId: string) {
    this.accountStatusRequests.push(accountId);
    return Promise.resolve({ ...this.accountState });
  }

  /** Payouts per connected account, newest first; a test adds them. */
  readonly payouts = new Map<string, PayoutRecord[]>();

  listPayouts(input: { accountId: string; from?: Date; before?: Date }) {
    const inWindow = (payout: PayoutRecord) =>
      (!input.from || payout.createdAt >= input.from) && (!input.before || payout.createdAt < input.before);
    return Promise.resolve((this.payouts.get(input.accountId) ?? []).filter(inWindow));
  }
}
