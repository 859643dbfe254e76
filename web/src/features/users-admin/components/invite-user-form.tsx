// Invite a user by email: the API creates the account and emails a set-password link valid 1 hour.
// A super admin picks the role and, for a franchisee role, the franchise; a franchisee user invites
// team leaders of their own franchise only (as the API enforces), so both are fixed for them.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteUserRequestSchema } from '@thon/shared/api/schemas/users-admin';
import { applicationRoleNames, roles } from '@thon/shared/auth/roles';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { GuardedForm } from '../../../components/form/guarded-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { InviteUserRequest } from '../api/user-calls';
import type { UserActionRequest, UserOutcome } from '../routes/user-actions';

interface InviteUserFormProps {
  franchises: readonly FranchiseChoice[];
  /** A franchisee user's own franchise: the invitation is a team leader of it. */
  ownFranchiseId?: string | undefined;
}

export function InviteUserForm({ franchises, ownFranchiseId }: InviteUserFormProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<UserOutcome>();
  const fixed = ownFranchiseId !== undefined;
  const defaultValues: InviteUserRequest = {
    Email: '',
    FirstName: '',
    LastName: '',
    ...(fixed
      ? { Role: 'franchisee-team-leader', FranchiseId: ownFranchiseId }
      : { Role: 'franchisee-user' }),
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteUserRequestSchema), defaultValues });
  const status: FormStatusValue =
    note ?? (!answer || answer.ok ? noStatus : { title: 'Error', message: answer.message });
  const onSubmit = handleSubmit(
    (invite) => submit({ intent: 'invite', invite } satisfies UserActionRequest),
    () => say({ message: reviewRequiredFields }),
  );
  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Send the invitation"
      busyLabel="Sending…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        hint="They get a link to set their password, valid 1 hour."
        error={errors.Email?.message}
        registration={register('Email')}
      />
      <TextField label="First name" error={errors.FirstName?.message} registration={register('FirstName')} />
      <TextField label="Last name" error={errors.LastName?.message} registration={register('LastName')} />
      {fixed ? (
        <p>They will be a team leader of your franchise.</p>
      ) : (
        <>
          <SelectField
            label="Role"
            options={roles.map((role) => ({ value: role, label: applicationRoleNames[role] }))}
            error={errors.Role?.message}
            registration={register('Role')}
          />
          <SelectField
            label="Franchise"
            placeholder="None"
            hint="Only franchisee roles have a franchise."
            options={franchises.map((franchise) => ({ value: franchise.FranchiseId, label: franchise.Name }))}
            error={errors.FranchiseId?.message}
            // No franchise is sent as none, never as an empty id.
            registration={register('FranchiseId', { setValueAs: (value: string) => value || undefined })}
          />
        </>
      )}
    </GuardedForm>
  );
}
