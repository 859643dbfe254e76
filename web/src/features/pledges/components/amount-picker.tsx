// How the donor gives: per unit or a one-time gift, a suggested amount in one tap or their own
// (spec section 5's money pattern), and for a per-unit pledge an optional cap in units.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { initialPledgeTooSmall, oneTimeGiftTooSmall } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { TextField } from '../../../components/text-field';
import type { PledgeOptions } from '../api/pledge-calls';
import type { PledgeFormValues } from './pledge-form-schema';
import { centsOf, unitsLabel } from './pledge-money';

interface AmountPickerProps {
  options: PledgeOptions;
  form: UseFormReturn<PledgeFormValues>;
}

export function AmountPicker({ options, form }: AmountPickerProps) {
  const { register, setValue, control, formState } = form;
  const [kind, amount] = useWatch({ control, name: ['Kind', 'Amount'] });
  const amountCents = centsOf(amount);
  const suggested = kind === 'PerUnit' ? options.SuggestedPerUnit : options.SuggestedFlat;
  const choose = (amount: number) =>
    setValue('Amount', String(amount), { shouldValidate: formState.isSubmitted, shouldDirty: true });
  const unit = options.UnitName;
  return (
    <>
      <fieldset className="pledge-kind">
        <legend>How would you like to give?</legend>
        <div className="checkbox-field">
          <label>
            <input type="radio" value="PerUnit" {...register('Kind')} /> Per {unit}
          </label>
        </div>
        <div className="checkbox-field">
          <label>
            <input type="radio" value="Flat" {...register('Kind')} /> One-time gift
          </label>
        </div>
      </fieldset>
      <fieldset className="suggested-amounts">
        <legend>{kind === 'PerUnit' ? `Suggested amounts per ${unit}` : 'Suggested gifts'}</legend>
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
        label={kind === 'PerUnit' ? `Amount per ${unit}` : 'Gift amount'}
        // The catalogue's minimum, until an error about the amount takes its place.
        hint={
          formState.errors.Amount
            ? undefined
            : kind === 'PerUnit'
              ? initialPledgeTooSmall(options.MinimumRate)
              : oneTimeGiftTooSmall(options.MinimumGift)
        }
        inputMode="decimal"
        autoComplete="off"
        error={formState.errors.Amount?.message}
        registration={register('Amount')}
      />
      {kind === 'PerUnit' && (
        <TextField
          label={`Most ${unitsLabel(unit, 2)} to pay for (optional)`}
          hint={`The Thon counts at most ${options.MaxUnits} ${unitsLabel(unit, options.MaxUnits)}.`}
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.Cap?.message}
          registration={register('Cap')}
        />
      )}
    </>
  );
}
