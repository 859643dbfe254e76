// Create or edit a franchise: name, default commission, contact and territory, checked with the
// API's own schema before it is sent, then posted to the page's route action. A refusal shows the
// server's message in the status line (and a toast); one about the territory (another franchise's
// territory overlaps) is also shown under the territory editor.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFranchiseRequestSchema } from '@thon/shared/api/schemas/franchises';
import { defaultCommissionPercent, maxCommissionPercent } from '@thon/shared/catalog/donations';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { GuardedForm } from '../../../components/form/guarded-form';
import { TextField } from '../../../components/form/text-field';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { CreateFranchiseRequest, Franchise } from '../api/franchise-calls';
import type { FranchiseActionRequest, FranchiseOutcome } from '../routes/franchise-actions';
import { TerritoryEditor } from './territory-editor';

function formValues(franchise: Franchise | undefined): CreateFranchiseRequest {
  return {
    Name: franchise?.Name ?? '',
    DefaultCommissionPercent: franchise?.DefaultCommissionPercent ?? defaultCommissionPercent,
    Contact: {
      Name: franchise?.Contact.Name ?? '',
      Email: franchise?.Contact.Email ?? '',
      Phone: franchise?.Contact.Phone ?? '',
    },
    Territory: {
      States: franchise?.Territory.States ?? [],
      ZipPrefixes: franchise?.Territory.ZipPrefixes ?? [],
    },
  };
}

/** The first message anywhere in a nested react-hook-form error (the territory's are nested). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

interface FranchiseFormProps {
  /** The franchise being edited; none for a new one. */
  franchise?: Franchise;
}

export function FranchiseForm({ franchise }: FranchiseFormProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<FranchiseOutcome>();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createFranchiseRequestSchema), defaultValues: formValues(franchise) });
  useEffect(() => {
    if (answer?.ok) reset(formValues(answer.franchise));
  }, [answer, reset]);

  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });
  const refusedTerritory = answer && !answer.ok ? answer.territoryError : undefined;

  const onSubmit = handleSubmit(
    (values) => {
      const request: FranchiseActionRequest = franchise
        ? { intent: 'update', franchiseId: franchise.FranchiseId, franchise: values }
        : { intent: 'create', franchise: values };
      return submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel={franchise ? 'Save changes' : 'Create the franchise'}
      busyLabel="Saving…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField label="Name" error={errors.Name?.message} registration={register('Name')} />
      <TextField
        label="Default commission (%)"
        hint={`A whole percent from 0 to ${maxCommissionPercent}; a Thon may set its own.`}
        inputMode="numeric"
        error={errors.DefaultCommissionPercent?.message}
        registration={register('DefaultCommissionPercent', { valueAsNumber: true })}
      />
      <fieldset>
        <legend>Contact</legend>
        <TextField
          label="Contact name"
          autoComplete="name"
          error={errors.Contact?.Name?.message}
          registration={register('Contact.Name')}
        />
        <TextField
          label="Contact email"
          type="email"
          autoComplete="email"
          error={errors.Contact?.Email?.message}
          registration={register('Contact.Email')}
        />
        <TextField
          label="Contact phone"
          inputMode="tel"
          autoComplete="tel"
          error={errors.Contact?.Phone?.message}
          registration={register('Contact.Phone')}
        />
      </fieldset>
      <Controller
        control={control}
        name="Territory"
        render={({ field }) => (
          <TerritoryEditor
            value={field.value}
            onChange={field.onChange}
            error={firstMessage(errors.Territory) ?? refusedTerritory}
          />
        )}
      />
    </GuardedForm>
  );
}
