// The owner's own vendor contact: the email and phone buyers and the platform reach the vendor by,
// the only fields of the vendor its owner may change (the API refuses them the rest). Sent with
// the version read, so a change made meanwhile by an administrator answers 409; checked first with
// the API's own schema; the status line and a toast confirm it or show the refusal.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateVendorRequestSchema } from '@thon/shared/api/schemas/vendors';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { GuardedForm } from '../../../components/form/guarded-form';
import { TextField } from '../../../components/form/text-field';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Vendor } from '../api/vendor-calls';
import type { VendorContactSaved, VendorStaffRequest } from '../routes/vendor-users-actions';

const contactSchema = updateVendorRequestSchema.pick({ ContactEmail: true, Phone: true }).required();

export function VendorContactForm({ vendor }: { vendor: Vendor }) {
  const { busy, answer, note, say, submit } = useActionFetcher<VendorContactSaved>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { ContactEmail: vendor.ContactEmail, Phone: vendor.Phone },
  });
  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });
  const onSubmit = handleSubmit(
    (contact) =>
      submit({
        intent: 'update-vendor-contact',
        // The page reloads the vendor after each save, so this is the version last read.
        changes: { VendorId: vendor.VendorId, Version: vendor.Version, ...contact },
      } satisfies VendorStaffRequest),
    () => say({ message: reviewRequiredFields }),
  );
  return (
    <section aria-labelledby="vendor-contact-heading">
      <h2 id="vendor-contact-heading">Contact</h2>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Save the contact"
        busyLabel="Saving…"
        after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
      >
        <TextField
          label="Contact email"
          type="email"
          autoComplete="email"
          error={errors.ContactEmail?.message}
          registration={register('ContactEmail')}
        />
        <TextField
          label="Phone"
          inputMode="tel"
          autoComplete="tel"
          error={errors.Phone?.message}
          registration={register('Phone')}
        />
      </GuardedForm>
    </section>
  );
}
