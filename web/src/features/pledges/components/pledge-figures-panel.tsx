// The live figures of the pledge being typed: the plain cap statement ("at most 25 laps x $2 =
// $50"), the notice that a high rate waits for the donor's confirmation, and where the money goes,
// with the choice to cover the processing expense.
import { pledgeRateNeedsConfirming } from '@thon/shared/catalog/messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { useT } from '../../../i18n/translation';
import type { PledgeOptions } from '../api/pledge-calls';
import { CheckboxField } from './checkbox-field';
import { breakdownInDollars, FeeBreakdownList } from './fee-breakdown-list';
import type { PledgeFormValues } from './pledge-form-schema';
import { capOf, centsOf, pledgeFigures } from './pledge-money';
import { CapStatement } from './pledge-statement';
import type { CheckedFields } from './use-checked-fields';

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

export function PledgeFiguresPanel({
  options,
  form,
}: {
  options: PledgeOptions;
  form: CheckedFields<PledgeFormValues>;
}) {
  const { Kind: kind, Amount: amount, Cap: cap, CoverExpense: coverExpense } = form.values;
  const amountCents = centsOf(amount);
  const figures =
    amountCents === undefined
      ? undefined
      : pledgeFigures({
          kind,
          amountCents,
          capUnits: capOf(cap),
          eventMaxUnits: options.MaxUnits,
          unitName: options.UnitName,
          commissionPercent: options.CommissionPercent,
          coverExpense,
        });
  const needsConfirming =
    kind === 'PerUnit' && amountCents !== undefined && amountCents > dollarsToCents(options.PendingAboveRate);
  const t = useT();
  return (
    <section className="pledge-figures" aria-label={t('Your pledge')}>
      <div aria-live="polite">
        {figures?.units !== undefined && amountCents !== undefined && (
          <CapStatement units={figures.units} unitName={options.UnitName} rateCents={amountCents} />
        )}
        {needsConfirming && (
          <p className="field-hint">
            {t(pledgeRateNeedsConfirming(options.PendingAboveRate, options.UnitName))}
          </p>
        )}
      </div>
      <CheckboxField
        label={t('Cover the {{amount}} processing expense', { amount: money(options.ProcessingExpense) })}
        registration={form.checkbox('CoverExpense')}
      />
      {figures && (
        <FeeBreakdownList breakdown={breakdownInDollars(figures.breakdown)} atMost={kind === 'PerUnit'} />
      )}
    </section>
  );
}
