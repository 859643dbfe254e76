// Where the money of a destination charge goes, as Stripe Connect moves it, so a test can see who
// paid for a refund or a dispute. A destination charge with application_fee_amount transfers the
// whole amount to the connected account, then collects the application fee from it back to the
// platform: the platform keeps the fee, the school the rest (Stripe's own processing fee is left
// out: no test reads it). A refund is always paid out of the platform's balance; only
// `reverse_transfer` takes the school's share back (pro rata) and only `refund_application_fee`
// gives the platform's fee back (pro rata). A refund without them succeeds, as in test mode, and
// the platform is simply poorer: the regression shows in its balance. A dispute debits the
// platform the disputed amount and Stripe's $15 dispute fee; the transfer stays where it is.
import { newId, now, type StripeObject } from './stripe-object';

export const platformAccount = 'platform';
/** Stripe's dispute fee in the US, in cents. */
export const disputeFeeCents = 1500;

interface Objects {
  put<T extends StripeObject>(object: T): T;
  get(id: unknown): StripeObject | undefined;
}

/** The share of `part` that `amount` is of `whole`, rounded to the cent (Stripe's pro rata). */
const proRata = (part: number, amount: number, whole: number) => Math.round((part * amount) / whole);

export class ConnectLedger {
  private readonly balances = new Map<string, number>();

  constructor(private readonly objects: Objects) {}

  /** The available balance of the platform or of a connected account, in cents. */
  balanceOf(account: string = platformAccount): number {
    return this.balances.get(account) ?? 0;
  }

  private move(account: string, cents: number): void {
    this.balances.set(account, this.balanceOf(account) + cents);
  }

  /** The charge of a succeeded intent, with its transfer and application fee when it has a destination. */
  charge(intent: StripeObject): StripeObject {
    const amount = Number(intent.amount);
    const destination = (intent.transfer_data as { destination?: string } | null)?.destination;
    const feeAmount = Number(intent.application_fee_amount ?? 0);
    const charge = this.objects.put({
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      // Stripe copies the intent's metadata onto the charge it makes.
      metadata: { ...(intent.metadata as object) },
      transfer: null as string | null,
      application_fee: null as string | null,
      application_fee_amount: destination ? feeAmount : null,
      disputed: false,
      created: now(),
    });
    this.move(platformAccount, amount);
    if (!destination) return charge;
    const transfer = this.objects.put({
      id: newId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      destination,
      source_transaction: charge.id,
      created: now(),
    });
    charge.transfer = transfer.id;
    this.move(platformAccount, -amount);
    this.move(destination, amount);
    if (feeAmount > 0) {
      const fee = this.objects.put({
        id: newId('fee'),
        object: 'application_fee',
        amount: feeAmount,
        amount_refunded: 0,
        account: destination,
        charge: charge.id,
        created: now(),
      });
      charge.application_fee = fee.id;
      this.move(destination, -feeAmount);
      this.move(platformAccount, feeAmount);
    }
    return charge;
  }

  /** Refunds `amount` of a charge, reversing the transfer and the fee only when asked to. */
  refund(
    charge: StripeObject,
    amount: number,
    options: { reverseTransfer: boolean; refundApplicationFee: boolean; metadata: unknown },
  ): StripeObject {
    const whole = Number(charge.amount);
    const full = Number(charge.amount_refunded) + amount === whole;
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = full;
    this.move(platformAccount, -amount);
    const refund = this.objects.put({
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      metadata: options.metadata ?? {},
      transfer_reversal: null as string | null,
      created: now(),
    });
    const transfer = this.objects.get(charge.transfer);
    if (options.reverseTransfer && transfer) {
      const left = Number(transfer.amount) - Number(transfer.amount_reversed);
      const reversed = full ? left : Math.min(left, proRata(Number(transfer.amount), amount, whole));
      transfer.amount_reversed = Number(transfer.amount_reversed) + reversed;
      const reversal = this.objects.put({
        id: newId('trr'),
        object: 'transfer_reversal',
        amount: reversed,
        transfer: transfer.id,
        source_refund: refund.id,
        created: now(),
      });
      refund.transfer_reversal = reversal.id;
      this.move(String(transfer.destination), -reversed);
      this.move(platformAccount, reversed);
    }
    const fee = this.objects.get(charge.application_fee);
    if (options.refundApplicationFee && fee) {
      const left = Number(fee.amount) - Number(fee.amount_refunded);
      const returned = full ? left : Math.min(left, proRata(Number(fee.amount), amount, whole));
      fee.amount_refunded = Number(fee.amount_refunded) + returned;
      this.move(platformAccount, -returned);
      this.move(String(fee.account), returned);
    }
    return refund;
  }

  /**
   * Pays `amount` of a connected account's balance out to its bank (Stripe pays out on a schedule;
   * the stand-in when asked, through POST /v1/payouts as the account). Undefined when the balance
   * does not cover it.
   */
  payout(account: string, amount: number): StripeObject | undefined {
    if (amount > this.balanceOf(account)) return undefined;
    this.move(account, -amount);
    return this.objects.put({
      id: newId('po'),
      object: 'payout',
      amount,
      currency: 'usd',
      status: 'paid',
      account,
      arrival_date: now(),
      created: now(),
    });
  }

  /** The donor's bank disputes the whole charge (Stripe's dispute test card: "fraudulent"). */
  dispute(charge: StripeObject): StripeObject {
    const amount = Number(charge.amount) - Number(charge.amount_refunded);
    charge.disputed = true;
    this.move(platformAccount, -(amount + disputeFeeCents));
    // No metadata: a Dispute carries none of the charge's, only the charge and intent it is about.
    return this.objects.put({
      id: newId('dp'),
      object: 'dispute',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
      metadata: {},
      created: now(),
    });
  }
}
