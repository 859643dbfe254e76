// The prize programme editor: how levels add up (cumulative or top), the divisor, the levels (name,
// threshold in dollars per unit, the shop's prize products with quantities, a picture among those
// prizes' images), an optional 'registered' level of $0, and the per-participant supplies. Checked
// with the API's own schema before it is sent, then posted to the page's route action with the
// version read; a stale version's refusal offers a reload.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { maxPrizeLevels, maxPrizeSupplies, maxPrizesPerLevel } from '@thon/shared/api/schemas/prizes';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, statusOfAnswer, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { PrizeProgrammeWire } from '../api/programme-calls';
import type { ProgrammeOutcome } from '../routes/programme-actions';
import { productLabel, type ProductChoice } from './product-choices';
import { ReloadLink } from './reload-link';
import {
  emptyLevel,
  isRegistered,
  programmeFormErrors,
  programmeFormValues,
  programmeRequest,
  registeredLevel,
  type ProgrammeFormValues,
} from './programme-form-values';

interface ProgrammeFormProps {
  programme: PrizeProgrammeWire;
  /** The products a level's prizes may be (active prizes) and the supplies (per participant). */
  prizes: readonly ProductChoice[];
  supplies: readonly ProductChoice[];
}

export function ProgrammeForm({ programme: loaded, prizes, supplies }: ProgrammeFormProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<ProgrammeOutcome>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { control, register, handleSubmit, reset } = useForm<ProgrammeFormValues>({
    defaultValues: programmeFormValues(loaded),
  });
  const levels = useFieldArray({ control, name: 'Levels' });
  const supplyRows = useFieldArray({ control, name: 'Supplies' });
  const levelValues = useWatch({ control, name: 'Levels' });
  const registeredIndex = levelValues.findIndex(isRegistered);

  // The programme this form goes on from: the save's answer when it is newer than the page's
  // data (the page's reload may not have rendered yet when the next save is clicked), else the
  // page's. A new version (this save, or another's after a reload) starts the form over from it;
  // a refusal leaves the version and so keeps what was typed.
  const current = answer?.ok && answer.programme.Version > loaded.Version ? answer.programme : loaded;
  const version = current.Version;
  useEffect(() => {
    reset(programmeFormValues(current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version resets the form
  }, [version, reset]);
  const unit = current.UnitName;

  const status: FormStatusValue = note ?? statusOfAnswer(answer);

  const onSubmit = handleSubmit((values) => {
    const found = programmeFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return say({ message: found.Levels ?? reviewRequiredFields });
    return submit({
      intent: 'save-programme',
      programme: programmeRequest(current.ThonId, current.Version, values),
    });
  });

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Save the programme"
      busyLabel="Saving…"
      after={
        <>
          <FormStatus status={status} toastFor={note ? undefined : answer} />
          {answer && !answer.ok && answer.stale && <ReloadLink label="Reload the programme" />}
        </>
      }
    >
      <fieldset>
        <legend>How levels add up</legend>
        <div className="field">
          <label>
            <input type="radio" value="cumulative" {...register('Mode')} /> Cumulative: a student gets the
            prizes of every level up to the one reached.
          </label>
          <label>
            <input type="radio" value="top" {...register('Mode')} /> Top level only: a student gets the prizes
            of the highest level reached.
          </label>
        </div>
      </fieldset>
      <TextField
        label="Divisor"
        hint={`A gift given once counts as its amount divided by this: at 30, $30 once counts as $1 a ${unit}.`}
        inputMode="numeric"
        error={errors.Divisor}
        registration={register('Divisor')}
      />
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={registeredIndex >= 0}
            onChange={(event) => {
              if (!event.target.checked) {
                if (registeredIndex >= 0) levels.remove(registeredIndex);
              }
              // A ninth level would only be refused on save: the box does nothing at the limit.
              else if (levels.fields.length < maxPrizeLevels) levels.prepend(registeredLevel());
            }}
            aria-disabled={registeredIndex < 0 && levels.fields.length >= maxPrizeLevels}
          />{' '}
          A &lsquo;registered&rsquo; level ($0) every participant reaches
        </label>
      </div>
      {levels.fields.map((field, index) => (
        <LevelFieldset
          key={field.id}
          index={index}
          control={control}
          register={register}
          errors={errors}
          unit={unit}
          prizes={prizes}
          onRemove={() => levels.remove(index)}
        />
      ))}
      {errors.Levels && <p className="field-error">{errors.Levels}</p>}
      <p>Levels are saved lowest threshold first.</p>
      <button
        type="button"
        aria-disabled={levels.fields.length >= maxPrizeLevels}
        onClick={() => {
          if (levels.fields.length < maxPrizeLevels) levels.append(emptyLevel());
        }}
      >
        Add a level
      </button>
      <fieldset>
        <legend>Supplies per participant</legend>
        <p className="field-hint">
          Products every participant uses, such as colour powder; the calculator orders them.
        </p>
        {supplyRows.fields.map((field, index) => (
          <div key={field.id} className="prize-row">
            <SelectField
              label={`Supply ${index + 1}`}
              placeholder="Choose a product"
              options={supplies.map((product) => ({
                value: product.ProductId,
                label: productLabel(product),
              }))}
              error={errors[`Supplies.${index}.ProductId`]}
              registration={register(`Supplies.${index}.ProductId`)}
            />
            <button type="button" onClick={() => supplyRows.remove(index)}>
              {`Remove supply ${index + 1}`}
            </button>
          </div>
        ))}
        {supplies.length === 0 && <p>The shop has no per-participant products yet.</p>}
        {supplies.length > 0 && (
          <button
            type="button"
            aria-disabled={supplyRows.fields.length >= maxPrizeSupplies}
            onClick={() => {
              if (supplyRows.fields.length < maxPrizeSupplies) supplyRows.append({ ProductId: '' });
            }}
          >
            Add a supply
          </button>
        )}
      </fieldset>
    </GuardedForm>
  );
}

interface LevelFieldsetProps {
  index: number;
  control: Control<ProgrammeFormValues>;
  register: UseFormRegister<ProgrammeFormValues>;
  errors: Record<string, string>;
  unit: string;
  prizes: readonly ProductChoice[];
  onRemove: () => void;
}

function LevelFieldset({ index, control, register, errors, unit, prizes, onRemove }: LevelFieldsetProps) {
  const rows = useFieldArray({ control, name: `Levels.${index}.Prizes` });
  const chosen = useWatch({ control, name: `Levels.${index}.Prizes` });
  const pictureUrl = useWatch({ control, name: `Levels.${index}.PictureUrl` });
  const name = useWatch({ control, name: `Levels.${index}.Name` });
  const byId = new Map(prizes.map((product) => [product.ProductId, product]));
  const pictures = chosen.flatMap((prize) => {
    const product = byId.get(prize.ProductId);
    return product?.ImageUrl ? [{ value: product.ImageUrl, label: product.ProductName }] : [];
  });
  const prefix = `Levels.${index}` as const;
  const title = `Level ${index + 1}`;
  return (
    <fieldset className="prize-level">
      <legend>{title}</legend>
      <TextField label="Name" error={errors[`${prefix}.Name`]} registration={register(`${prefix}.Name`)} />
      <TextField
        label={`Threshold ($ per ${unit})`}
        inputMode="decimal"
        error={errors[`${prefix}.Threshold`]}
        registration={register(`${prefix}.Threshold`)}
      />
      {rows.fields.map((field, prizeIndex) => {
        const product = byId.get(chosen[prizeIndex]?.ProductId ?? '');
        return (
          <div key={field.id} className="prize-row">
            <SelectField
              label={`Prize ${prizeIndex + 1}`}
              placeholder="Choose a prize product"
              options={prizes.map((choice) => ({ value: choice.ProductId, label: productLabel(choice) }))}
              error={errors[`${prefix}.Prizes.${prizeIndex}.ProductId`]}
              registration={register(`${prefix}.Prizes.${prizeIndex}.ProductId`)}
            />
            {product?.ImageUrl && (
              <img className="prize-thumb" src={product.ImageUrl} alt="" width={64} height={64} />
            )}
            <TextField
              label="Quantity"
              inputMode="numeric"
              error={errors[`${prefix}.Prizes.${prizeIndex}.Quantity`]}
              registration={register(`${prefix}.Prizes.${prizeIndex}.Quantity`)}
            />
            <button type="button" onClick={() => rows.remove(prizeIndex)}>
              {`Remove prize ${prizeIndex + 1} of ${title}`}
            </button>
          </div>
        );
      })}
      {prizes.length === 0 && <p>The shop has no active prize products yet.</p>}
      {prizes.length > 0 && (
        <button
          type="button"
          aria-disabled={rows.fields.length >= maxPrizesPerLevel}
          onClick={() => {
            if (rows.fields.length < maxPrizesPerLevel) rows.append({ ProductId: '', Quantity: '1' });
          }}
        >
          {`Add a prize to ${title}`}
        </button>
      )}
      <SelectField
        label="Picture"
        hint="One of this level's prizes' images."
        options={[{ value: '', label: 'No picture' }, ...pictures]}
        error={errors[`${prefix}.PictureUrl`]}
        registration={register(`${prefix}.PictureUrl`)}
      />
      {pictureUrl && (
        <img className="prize-picture" src={pictureUrl} alt={`The picture of ${name || title}`} />
      )}
      <button type="button" onClick={onRemove}>
        {`Remove ${title}`}
      </button>
    </fieldset>
  );
}
