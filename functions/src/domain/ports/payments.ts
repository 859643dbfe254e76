// The payment provider port: everything the product asks of a card processor, in its own words.
// One adapter (Stripe, platform/payments/stripe-payment-provider.ts) implements it; locally that
// same adapter talks to the Stripe-compatible stand-in (functions/dev/payment-stand-in). Amounts
// are integer cents; every call that moves money or creates something takes an idempotency key, so
// a retried request never charges or creates twice. Card data never reaches us: only provider ids
// do.

/** A card the provider refused: its decline code (e.g. 'insufficient_funds') and its message. */
export interface Declined {
  outcome: 'declined';
  declineCode: string;
  message: string;
}

/** The bank wants the card holder to authenticate (3-D Secure); impossible off session. */
export interface AuthenticationRequired {
  outcome: 'authentication-required';
  intentId: string;
  /** For the browser to finish authentication on session; absent off session. */
  clientSecret?: string;
}

export type CardSaveOutcome =
  { outcome: 'saved'; setupIntentId: string; paymentMethodId: string } | Declined | AuthenticationRequired;

export type ChargeOutcome =
  { outcome: 'succeeded'; paymentIntentId: string; amountCents: number } | Declined | AuthenticationRequired;

export interface ChargeRequest {
  amountCents: number;
  currency: 'usd';
  paymentMethodId: string;
  /** The donor's customer, when the card was saved to one (per-unit pledges charged later). */
  customerId?: string;
  /** True when the donor is not present (a saved card charged after the event). */
  offSession: boolean;
  /** The organization's connected account: a destination charge pays it the rest. */
  destinationAccountId: string;
  /** What the platform keeps: the commission plus the processing expense a donor covers. */
  applicationFeeCents: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
}

/** What the provider says became of one charge request (a PaymentIntent), found by our metadata. */
export interface ChargeFound {
  paymentIntentId: string;
  /** What the intent asks for, in cents (what the card paid once it succeeded). */
  amountCents: number;
  /** 'succeeded': the money was taken; 'pending': confirmed, not settled yet; 'unpaid': nothing taken. */
  state: 'succeeded' | 'pending' | 'unpaid';
  metadata: Record<string, string>;
}

export interface AccountStatus {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A payment as the provider keeps it: what a refund's age rule and a dispute's pledge are read from. */
export interface PaymentRecord {
  paymentIntentId: string;
  /** When the intent was made; ours are confirmed in the same call, so this is when it was charged. */
  createdAt: Date;
  /** What we put on it when charging (pledgeId, ...). */
  metadata: Record<string, string>;
}

/** Money the provider paid out of an organization's connected account to its bank. */
export interface PayoutRecord {
  payoutId: string;
  amountCents: number;
  /** The provider's word: 'paid', 'pending', 'in_transit', 'failed' or 'canceled'. */
  status: string;
  createdAt: Date;
  /** When it reaches (or reached) the bank. */
  arrivalDate: Date;
}

/** How many payouts of one account a report reads at most (the newest first). */
export const payoutsReadLimit = 100;

export type PaymentEventKind =
  'charge-succeeded' | 'charge-failed' | 'requires-action' | 'refunded' | 'disputed' | 'other';

/** One of the provider's webhook deliveries, verified and read into the product's words. */
export interface PaymentEvent {
  id: string;
  kind: PaymentEventKind;
  pledgeId?: string;
  /** The charge attempt the intent was made for (metadata), when it names one. */
  attempt?: number;
  paymentIntentId?: string;
  /** The charge a dispute is about (a Dispute names it, and carries none of our metadata). */
  chargeId?: string;
  /** What the card was charged (succeeded), or refunded in all (refunded), cents. */
  amountCents?: number;
  declineCode?: string;
}

/** Verifies a delivery's signature: the event, or undefined when it does not hold (or is too old). */
export type VerifyPaymentEvent = (
  payload: string,
  signature: string | undefined,
) => Promise<PaymentEvent | undefined>;

export interface PaymentProvider {
  createCustomer(input: {
    email: string;
    name: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<{ customerId: string }>;
  /** Saves a card (a SetupIntent confirmed now) for off-session charges later. */
  saveCard(input: {
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<CardSaveOutcome>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The charges made for one pledge, by the `pledgeId` metadata every charge carries: how a charge
   * whose answer was lost (a crash before our write) is found from the provider's side. Stripe's
   * search index lags writes by up to a minute, so this is for reconciling old claims only.
   */
  findCharges(metadata: { pledgeId: string }): Promise<ChargeFound[]>;
  /**
   * Refunds a destination charge: the school's transfer and the platform's fee are reversed in
   * proportion to the refund, so each gives back its own share and the platform never pays the
   * school's part.
   */
  refund(input: {
    paymentIntentId: string;
    /** Absent: the whole unrefunded amount. */
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string; amountCents: number }>;
  /**
   * The payment an intent or a charge belongs to (a dispute names its charge, and carries none of
   * our metadata); undefined when the provider does not know it.
   */
  paymentOf(input: { paymentIntentId?: string; chargeId?: string }): Promise<PaymentRecord | undefined>;
  /** An Express connected account for an organization's payouts. */
  createConnectedAccount(input: {
    email: string;
    organizationName: string;
    idempotencyKey: string;
  }): Promise<{ accountId: string }>;
  /** Where the organizer completes the account's onboarding; single use, short-lived. */
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string; expiresAt: number }>;
  accountStatus(accountId: string): Promise<AccountStatus>;
  /**
   * A connected account's payouts to its bank, newest first, at most `payoutsReadLimit`; with a
   * window, only those created in [from, before). Payouts exist only at the provider: a payout
   * carries the account's whole balance, so it cannot be split per Thon.
   */
  listPayouts(input: { accountId: string; from?: Date; before?: Date }): Promise<PayoutRecord[]>;
}
