// Create or edit a vendor: name, contact email and phone, the franchises it serves, its flat
// shipping fee (typed in dollars, sent as cents), and for a new vendor its owner (invited by
// email); an edit also sets the status (active or suspended) and sends the version it read, so an
// edit made meanwhile answers 409. Checked with the API's own schema before it is sent, then posted
// to the page's route action; the status line and a toast confirm it or show the API's refusal.
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import {
  createVendorRequestSchema,
  vendorStatuses,
  vendorStatusSchema,
} from '@thon/shared/api/schemas/vendors';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { GuardedForm } from '../../../components/form/guarded-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { Vendor } from '../api/vendor-calls';
import type { VendorActionRequest, VendorOutcome } from '../routes/vendor-console-actions';
import { FranchisesServedPicker } from './franchises-served-picker';
import { shippingFeeCentsOf, shippingFeeField, shippingFeeSchema } from './shipping-fee';
import { vendorStatusLabel } from './vendor-labels';

// The API's fields, the fee in dollars instead of cents; the owner only for a new vendor, the
// status only for an edit.
const fields = createVendorRequestSchema.omit({ ShippingFeeCents: true, Owner: true }).extend({
  ShippingFee: shippingFeeSchema,
});
const newVendorSchema = fields.extend({ Owner: createVendorRequestSchema.shape.Owner });
const editVendorSchema = fields.extend({ Status: vendorStatusSchema });

type NewVendorValues = z.infer<typeof newVendorSchema>;
type EditVendorValues = z.infer<typeof editVendorSchema>;
type FormValues = Omit<NewVendorValues, 'Owner'> & Partial<Pick<NewVendorValues, 'Owner'> & EditVendorValues>;

function formValues(vendor: Vendor | undefined): FormValues {
  return {
    Name: vendor?.Name ?? '',
    ContactEmail: vendor?.ContactEmail ?? '',
    Phone: vendor?.Phone ?? '',
    FranchiseIds: vendor?.FranchiseIds ?? [],
    ShippingFee: shippingFeeField(vendor?.ShippingFeeCents ?? 0),
    // Each form holds only its schema's fields (the API's schemas refuse any other key).
    ...(vendor ? { Status: vendor.Status } : { Owner: { FirstName: '', LastName: '', Email: '' } }),
  };
}

interface VendorFormProps {
  franchises: readonly FranchiseChoice[];
  /** The vendor being edited; none for a new one. */
  vendor?: Vendor;
}

export function VendorForm({ franchises, vendor }: VendorFormProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<VendorOutcome>();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    // The owner's fields are not shown on an edit: the edit's schema leaves them out.
    resolver: zodResolver(vendor ? editVendorSchema : newVendorSchema) as unknown as Resolver<FormValues>,
    defaultValues: formValues(vendor),
  });
  useEffect(() => {
    if (answer?.ok) reset(formValues(answer.vendor));
  }, [answer, reset]);

  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });

  const onSubmit = handleSubmit(
    (values) => {
      const common = {
        Name: values.Name,
        ContactEmail: values.ContactEmail,
        Phone: values.Phone,
        FranchiseIds: values.FranchiseIds,
        // The schema has checked the fee, so it has its cents.
        ShippingFeeCents: shippingFeeCentsOf(values.ShippingFee) ?? 0,
      };
      const request: VendorActionRequest = vendor
        ? {
            intent: 'update-vendor',
            changes: {
              VendorId: vendor.VendorId,
              // The version the form shows: after a save, the saved vendor's.
              Version: answer?.ok ? answer.vendor.Version : vendor.Version,
              ...common,
              ...(values.Status ? { Status: values.Status } : {}),
            },
          }
        : // The new vendor's schema has required the owner.
          {
            intent: 'create-vendor',
            vendor: { ...common, Owner: values.Owner ?? { FirstName: '', LastName: '', Email: '' } },
          };
      return submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel={vendor ? 'Save changes' : 'Create the vendor'}
      busyLabel="Saving…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField label="Name" error={errors.Name?.message} registration={register('Name')} />
      <TextField
        label="Contact email"
        type="email"
        autoComplete="off"
        error={errors.ContactEmail?.message}
        registration={register('ContactEmail')}
      />
      <TextField
        label="Phone"
        inputMode="tel"
        autoComplete="off"
        error={errors.Phone?.message}
        registration={register('Phone')}
      />
      <Controller
        control={control}
        name="FranchiseIds"
        render={({ field }) => (
          <FranchisesServedPicker
            choices={franchises}
            value={field.value}
            onChange={field.onChange}
            error={errors.FranchiseIds?.message}
          />
        )}
      />
      <TextField
        label="Shipping fee (US dollars)"
        hint="A flat fee added to each order; 0 for free shipping."
        inputMode="decimal"
        error={errors.ShippingFee?.message}
        registration={register('ShippingFee')}
      />
      {vendor ? (
        <SelectField
          label="Status"
          hint="A suspended vendor's users cannot sign in."
          options={vendorStatuses.map((value) => ({ value, label: vendorStatusLabel[value] }))}
          error={errors.Status?.message}
          registration={register('Status')}
        />
      ) : (
        <fieldset>
          <legend>Owner</legend>
          <p className="field-hint">They get an email to set their password, then invite their staff.</p>
          <TextField
            label="Owner's first name"
            autoComplete="off"
            error={errors.Owner?.FirstName?.message}
            registration={register('Owner.FirstName')}
          />
          <TextField
            label="Owner's last name"
            autoComplete="off"
            error={errors.Owner?.LastName?.message}
            registration={register('Owner.LastName')}
          />
          <TextField
            label="Owner's email"
            type="email"
            autoComplete="off"
            error={errors.Owner?.Email?.message}
            registration={register('Owner.Email')}
          />
        </fieldset>
      )}
    </GuardedForm>
  );
}
