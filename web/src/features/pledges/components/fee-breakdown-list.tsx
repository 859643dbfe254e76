// Where the donor's money goes, shown before they pay (and on the confirmation and manage pages):
// the school's share, the platform's commission and the processing expense.
import { centsToDollars } from '@thon/shared/pledges/cents';

export interface BreakdownDollars {
  DonorPays: number;
  School: number;
  Commission: number;
  Expense: number;
}

export function breakdownInDollars(breakdown: {
  donorPaysCents: number;
  schoolCents: number;
  commissionCents: number;
  expenseCents: number;
}): BreakdownDollars {
  return {
    DonorPays: centsToDollars(breakdown.donorPaysCents),
    School: centsToDollars(breakdown.schoolCents),
    Commission: centsToDollars(breakdown.commissionCents),
    Expense: centsToDollars(breakdown.expenseCents),
  };
}

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

export function FeeBreakdownList({
  breakdown,
  heading = 'Where your money goes',
  atMost = false,
}: {
  breakdown: BreakdownDollars;
  heading?: string;
  /** Per-unit pledges: the figures are of the most the pledge can cost. */
  atMost?: boolean;
}) {
  return (
    <section className="fee-breakdown" aria-label={heading}>
      <h2>{heading}</h2>
      <dl>
        <div>
          <dt>{atMost ? 'You pay at most' : 'You pay'}</dt>
          <dd>{money(breakdown.DonorPays)}</dd>
        </div>
        <div>
          <dt>The school receives</dt>
          <dd>{money(breakdown.School)}</dd>
        </div>
        <div>
          <dt>Platform commission</dt>
          <dd>{money(breakdown.Commission)}</dd>
        </div>
        <div>
          <dt>Card processing expense</dt>
          <dd>{money(breakdown.Expense)}</dd>
        </div>
      </dl>
    </section>
  );
}
