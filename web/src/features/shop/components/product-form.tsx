// Create or edit a product: every field of the API (name, description, category, price and the
// vendor's cost in dollars, pack size, minimum order, lead time, prize, stock tracked, status at
// creation, quantity basis) and its variants (SKU, shirt size, colour; added and removed here, an
// existing one keeping its stock). Checked with the API's own schema before it is sent, then posted
// to the page's route action; the server's refusal is shown in the status line (and a toast).
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { maxProductVariants } from '@thon/shared/api/schemas/shop-catalog';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { Field } from '@/components/form/field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { useReferenceLists } from '@/lib/reference-lists';
import type { Product } from '../api/catalog-calls';
import type { ManageActionRequest, ManageOutcome } from '../routes/manage-actions';
import { emptyVariant, productFormErrors, productFormValues, productRequest } from './product-form-values';
import { statusLabel } from './product-format';

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: Product;
  /** A super admin's new product names its vendor. */
  vendorId?: string;
}

const basisOptions = [
  { value: 'fixed', label: 'A fixed quantity (one pack)' },
  { value: 'per-participant', label: 'An amount per participant' },
  { value: 'per-shirt-size', label: 'One per participant of each shirt size' },
];

export function ProductForm({ product, vendorId }: ProductFormProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<ManageOutcome>();
  const lists = useReferenceLists();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { control, register, handleSubmit, reset } = useForm({
    defaultValues: productFormValues(product),
  });
  const variants = useFieldArray({ control, name: 'Variants' });
  useEffect(() => {
    if (answer?.ok) reset(productFormValues(answer.product));
  }, [answer, reset]);

  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });

  const onSubmit = handleSubmit((values) => {
    const found = productFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return say({ message: reviewRequiredFields });
    const fields = productRequest(values);
    const request: ManageActionRequest = product
      ? { intent: 'update', product: { ProductId: product.ProductId, Version: product.Version, ...fields } }
      : {
          intent: 'create',
          product: { ...fields, Status: values.Status, ...(vendorId ? { VendorId: vendorId } : {}) },
        };
    return submit(request);
  });

  const sizeOptions = lists.shirtSizes.map((size) => ({
    value: size.Code,
    label: `${size.Code} ${size.Name}`,
  }));
  const basisKind = useWatch({ control, name: 'BasisKind' });
  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel={product ? 'Save changes' : 'Create the product'}
      busyLabel="Saving…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField label="Name" error={errors.Name} registration={register('Name')} />
      <Field label="Description" error={errors.Description}>
        {(described) => <textarea rows={4} {...described} {...register('Description')} />}
      </Field>
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={lists.shopCategories.map((category) => ({ value: category.Code, label: category.Name }))}
        error={errors.Category}
        registration={register('Category')}
      />
      <TextField
        label="Price ($)"
        inputMode="decimal"
        error={errors.Price}
        registration={register('Price')}
      />
      <TextField
        label="Your cost ($)"
        hint="What the product costs you; buyers never see it."
        inputMode="decimal"
        error={errors.Cost}
        registration={register('Cost')}
      />
      <TextField
        label="Pack size"
        inputMode="numeric"
        error={errors.PackSize}
        registration={register('PackSize')}
      />
      <TextField
        label="Minimum order quantity"
        inputMode="numeric"
        error={errors.MinimumOrder}
        registration={register('MinimumOrder')}
      />
      <TextField
        label="Lead time (days)"
        hint="Calendar days from order to shipping."
        inputMode="numeric"
        error={errors.LeadTimeDays}
        registration={register('LeadTimeDays')}
      />
      <div className="field">
        <label>
          <input type="checkbox" {...register('IsPrize')} /> A prize
        </label>
      </div>
      <div className="field">
        <label>
          <input type="checkbox" {...register('StockTracked')} /> Track stock (otherwise made to order)
        </label>
      </div>
      {!product && (
        <SelectField
          label="Status"
          options={(['draft', 'active'] as const).map((value) => ({ value, label: statusLabel[value] }))}
          hint="Buyers see active products only."
          error={errors.Status}
          registration={register('Status')}
        />
      )}
      <fieldset>
        <legend>Quantity in the cart builder</legend>
        <SelectField
          label="Quantity basis"
          options={basisOptions}
          error={errors.BasisKind}
          registration={register('BasisKind')}
        />
        {basisKind === 'per-participant' && (
          <>
            <TextField
              label="Amount per participant"
              inputMode="decimal"
              error={errors.AmountPerParticipant}
              registration={register('AmountPerParticipant')}
            />
            <TextField label="Unit (e.g. lb)" error={errors.Unit} registration={register('Unit')} />
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>Choices (SKU, size, colour)</legend>
        {errors.Variants && <p className="field-error">{errors.Variants}</p>}
        {variants.fields.map((field, index) => (
          <div className="variant-row" key={field.id} role="group" aria-label={`Choice ${index + 1}`}>
            <TextField
              label="SKU"
              error={errors[`Variants.${index}.Sku`]}
              registration={register(`Variants.${index}.Sku`)}
            />
            <SelectField
              label="Size"
              placeholder="No size"
              options={sizeOptions}
              error={errors[`Variants.${index}.Size`]}
              registration={register(`Variants.${index}.Size`)}
            />
            <TextField
              label="Colour"
              error={errors[`Variants.${index}.Colour`]}
              registration={register(`Variants.${index}.Colour`)}
            />
            {variants.fields.length > 1 && (
              <button type="button" className="button-secondary" onClick={() => variants.remove(index)}>
                {`Remove choice ${index + 1}`}
              </button>
            )}
          </div>
        ))}
        {variants.fields.length < maxProductVariants && (
          <button type="button" className="button-secondary" onClick={() => variants.append(emptyVariant())}>
            Add a choice
          </button>
        )}
      </fieldset>
    </GuardedForm>
  );
}
