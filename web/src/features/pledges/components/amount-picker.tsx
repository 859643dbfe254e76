// How the donor gives: per unit or a one-time gift, a suggested amount in one tap or their own
// (spec section 5's money pattern), and for a per-unit pledge an optional cap in units.
import { initialPledgeTooSmall, oneTimeGiftTooSmall } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { TextField } from '@/components/form/text-field';
import { useT } from '../../../i18n/translation';
import type { PledgeOptions } from '../api/pledge-calls';
import type { PledgeFormValues } from './pledge-form-schema';
import { centsOf, unitsLabel } from './pledge-money';
import type { CheckedFields } from './use-checked-fields';

interface AmountPickerProps {
  options: PledgeOptions;
  form: CheckedFields<PledgeFormValues>;
}

export function AmountPicker({ options, form }: AmountPickerProps) {
  const { values, errors, set } = form;
  const { Kind: kind, Amount: amount } = values;
  const amountCents = centsOf(amount);
  const suggested = kind === 'PerUnit' ? options.SuggestedPerUnit : options.SuggestedFlat;
  const choose = (amount: number) => set('Amount', String(amount));
  const unit = options.UnitName;
  const t = useT();
  return (
    <>
      <fieldset className="pledge-kind">
        <legend>{t('How would you like to give?')}</legend>
        <div className="checkbox-field">
          <label>
            <input type="radio" {...form.radio('Kind', 'PerUnit')} /> {t('Per {{unit}}', { unit })}
          </label>
        </div>
        <div className="checkbox-field">
          <label>
            <input type="radio" {...form.radio('Kind', 'Flat')} /> {t('One-time gift')}
          </label>
        </div>
      </fieldset>
      <fieldset className="suggested-amounts">
        <legend>
          {kind === 'PerUnit' ? t('Suggested amounts per {{unit}}', { unit }) : t('Suggested gifts')}
        </legend>
        {suggested.map((amount) => (
          <button
            key={amount}
            type="button"
            className="button-secondary"
            aria-pressed={amountCents === Math.round(amount * 100)}
            onClick={() => choose(amount)}
          >
            {formatDollars(amount)}
          </button>
        ))}
      </fieldset>
      <TextField
        label={kind === 'PerUnit' ? t('Amount per {{unit}}', { unit }) : t('Gift amount')}
        // The catalogue's minimum, until an error about the amount takes its place.
        hint={
          errors.Amount
            ? undefined
            : kind === 'PerUnit'
              ? t(initialPledgeTooSmall(options.MinimumRate))
              : t(oneTimeGiftTooSmall(options.MinimumGift))
        }
        inputMode="decimal"
        autoComplete="off"
        error={errors.Amount}
        registration={form.text('Amount')}
      />
      {kind === 'PerUnit' && (
        <TextField
          label={t('Most {{units}} to pay for (optional)', { units: unitsLabel(unit, 2) })}
          hint={t('The Thon counts at most {{count}} {{units}}.', {
            count: options.MaxUnits,
            units: unitsLabel(unit, options.MaxUnits),
          })}
          inputMode="numeric"
          autoComplete="off"
          error={errors.Cap}
          registration={form.text('Cap')}
        />
      )}
    </>
  );
}
