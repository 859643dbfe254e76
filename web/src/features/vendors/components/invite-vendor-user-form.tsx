// Invite a member of the vendor's staff by email: the API creates their account (role vendor, this
// vendor, not the owner) and emails a set-password link. Checked first with the API's own schema,
// posted to the page's route action; the invited user joins the list (the page's data reloads), and
// the status line and a toast confirm it, or show the API's refusal (an email already in use).
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteVendorUserRequestSchema } from '@thon/shared/api/schemas/vendors';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { GuardedForm } from '../../../components/form/guarded-form';
import { TextField } from '../../../components/form/text-field';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { InviteVendorUserRequest } from '../api/vendor-calls';
import type { VendorStaffOutcome, VendorStaffRequest } from '../routes/vendor-users-actions';

export function InviteVendorUserForm({ vendorId }: { vendorId?: string | undefined }) {
  const { busy, answer, note, say, submit } = useActionFetcher<VendorStaffOutcome>();
  const defaultValues: InviteVendorUserRequest = {
    ...(vendorId ? { VendorId: vendorId } : {}),
    FirstName: '',
    LastName: '',
    Email: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteVendorUserRequestSchema), defaultValues });
  // Invited: the form is ready for the next one.
  useEffect(() => {
    if (answer?.ok) reset();
  }, [answer, reset]);
  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });
  const onSubmit = handleSubmit(
    (invite) => submit({ intent: 'invite-vendor-user', invite } satisfies VendorStaffRequest),
    () => say({ message: reviewRequiredFields }),
  );
  return (
    <section aria-labelledby="invite-vendor-user-heading">
      <h2 id="invite-vendor-user-heading">Invite a user</h2>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Send the invitation"
        busyLabel="Sending…"
        after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
      >
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.FirstName?.message}
          registration={register('FirstName')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          error={errors.LastName?.message}
          registration={register('LastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          hint="They get a link to set their password."
          error={errors.Email?.message}
          registration={register('Email')}
        />
      </GuardedForm>
    </section>
  );
}
