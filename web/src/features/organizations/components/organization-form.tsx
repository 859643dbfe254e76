// Create or edit an organization: name, type and school level from the reference lists, and its
// address. Checked with the API's own schema before it is sent, then posted to the page's route
// action; the franchise is never asked for: the server derives it from the ZIP.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createOrganizationRequestSchema } from '@thon/shared/api/schemas/organizations';
import { isSchoolOrganizationType } from '@thon/shared/catalog/school-lists';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { GuardedForm } from '../../../components/form/guarded-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { useReferenceLists } from '../../../lib/reference-lists';
import type { CreateOrganizationRequest, Organization } from '../api/organization-calls';
import type { OrganizationActionRequest, OrganizationOutcome } from '../routes/organization-actions';

function formValues(organization: Organization | undefined): CreateOrganizationRequest {
  return {
    Name: organization?.Name ?? '',
    OrganizationType: organization?.OrganizationType ?? '',
    SchoolLevel: organization?.SchoolLevel ?? '',
    Address: {
      Street: organization?.Address.Street ?? '',
      City: organization?.Address.City ?? '',
      State: organization?.Address.State ?? '',
      Zip: organization?.Address.Zip ?? '',
    },
  };
}

export function OrganizationForm({ organization }: { organization?: Organization }) {
  const lists = useReferenceLists();
  const { busy, answer, note, say, submit } = useActionFetcher<OrganizationOutcome>();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createOrganizationRequestSchema),
    defaultValues: formValues(organization),
  });
  useEffect(() => {
    if (answer?.ok) reset(formValues(answer.organization));
  }, [answer, reset]);
  const isSchool = isSchoolOrganizationType(useWatch({ control, name: 'OrganizationType' }) ?? '');

  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });

  const onSubmit = handleSubmit(
    (values) => {
      // A level belongs to a school only: another type sends none, as the API asks.
      const sent = {
        ...values,
        SchoolLevel: isSchoolOrganizationType(values.OrganizationType) ? values.SchoolLevel : '',
      };
      const request: OrganizationActionRequest = organization
        ? { intent: 'update', organizationId: organization.OrganizationId, organization: sent }
        : { intent: 'create', organization: sent };
      return submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel={organization ? 'Save changes' : 'Create the organization'}
      busyLabel="Saving…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField label="Name" error={errors.Name?.message} registration={register('Name')} />
      <SelectField
        label="Type"
        placeholder="Choose a type"
        options={lists.organizationTypes.map((entry) => ({ value: entry.Name, label: entry.Name }))}
        error={errors.OrganizationType?.message}
        registration={register('OrganizationType')}
      />
      {isSchool && (
        <SelectField
          label="School level"
          placeholder="None"
          options={lists.schoolLevels.map((entry) => ({ value: entry.Code, label: entry.Name }))}
          error={errors.SchoolLevel?.message}
          registration={register('SchoolLevel')}
        />
      )}
      <fieldset>
        <legend>Address</legend>
        <TextField
          label="Street"
          autoComplete="street-address"
          error={errors.Address?.Street?.message}
          registration={register('Address.Street')}
        />
        <TextField
          label="City"
          error={errors.Address?.City?.message}
          registration={register('Address.City')}
        />
        <SelectField
          label="State"
          placeholder="Choose a state"
          options={lists.states.map((entry) => ({ value: entry.Code, label: entry.Name }))}
          error={errors.Address?.State?.message}
          registration={register('Address.State')}
        />
        <TextField
          label="ZIP"
          inputMode="numeric"
          autoComplete="postal-code"
          hint="Its franchise is the one whose territory holds this ZIP."
          error={errors.Address?.Zip?.message}
          registration={register('Address.Zip')}
        />
      </fieldset>
    </GuardedForm>
  );
}
