// Where a donor's money goes, shown before they pay (fee transparency). Charges are
// destination charges: the school's connected account receives the charge less the platform's
// application fee, which is the event's commission plus the processing expense (spec: 2, read as
// $2.00 per charge). A donor who covers the expense pays it on top; otherwise it comes out of the
// school's share. For a per-unit pledge the breakdown is of its most (rate x countable units).
import { paymentProcessingExpense } from '../catalog/donations';
import { dollarsToCents, percentOf } from './cents';

export const processingExpenseCents = dollarsToCents(paymentProcessingExpense);

export interface FeeBreakdown {
  /** What the donor's card is charged. */
  donorPaysCents: number;
  /** What the school (the organization's account) receives. */
  schoolCents: number;
  commissionCents: number;
  expenseCents: number;
  /** What the platform keeps: Stripe's application_fee_amount. */
  applicationFeeCents: number;
}

export function feeBreakdown(input: {
  amountCents: number;
  commissionPercent: number;
  coverExpense: boolean;
}): FeeBreakdown {
  const { amountCents, commissionPercent, coverExpense } = input;
  const commissionCents = percentOf(amountCents, commissionPercent);
  // The expense never makes the school's share negative on a tiny gift.
  const expenseCents = Math.min(
    processingExpenseCents,
    coverExpense ? processingExpenseCents : amountCents - commissionCents,
  );
  const donorPaysCents = amountCents + (coverExpense ? expenseCents : 0);
  const applicationFeeCents = commissionCents + expenseCents;
  return {
    donorPaysCents,
    schoolCents: donorPaysCents - applicationFeeCents,
    commissionCents,
    expenseCents,
    applicationFeeCents,
  };
}
