// Where the donor's money goes, shown before they pay (and on the confirmation and manage pages):
// the school's share, the platform's commission and the processing expense.
import { centsToDollars } from '@thon/shared/pledges/cents';
import { useT } from '../../../i18n/translation';

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
  atMost = false,
}: {
  breakdown: BreakdownDollars;
  /** Per-unit pledges: the figures are of the most the pledge can cost. */
  atMost?: boolean;
}) {
  const t = useT();
  const heading = t('Where your money goes');
  return (
    <section className="fee-breakdown" aria-label={heading}>
      <h2>{heading}</h2>
      <dl>
        <div>
          <dt>{atMost ? t('You pay at most') : t('You pay')}</dt>
          <dd>{money(breakdown.DonorPays)}</dd>
        </div>
        <div>
          <dt>{t('The school receives')}</dt>
          <dd>{money(breakdown.School)}</dd>
        </div>
        <div>
          <dt>{t('Platform commission')}</dt>
          <dd>{money(breakdown.Commission)}</dd>
        </div>
        <div>
          <dt>{t('Card processing expense')}</dt>
          <dd>{money(breakdown.Expense)}</dd>
        </div>
      </dl>
    </section>
  );
}
