// Create a Thon: name, organization and its type (reference list), its school level (school types
// only), city and state (reference lists), dates, unit name, goal and min/max units, checked with
// the API's own schema, then posted to the page's route action through a fetcher. Any failure
// shows thonNotCreated; a created Thon's page opens. For an existing organization (a franchisee
// user's Thon for one of their schools) only the Thon's own fields are asked: the API takes the
// organization's name, type and place from it.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createThonRequestSchema } from '@thon/shared/api/schemas/events';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { offeredEntries } from '@thon/shared/catalog/reference-list-edits';
import { isSchoolOrganizationType } from '@thon/shared/catalog/school-lists';
import { FormStatus, noStatus } from '@/components/form/form-status';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { browserTimeZone } from '@/lib/time-zone';
import { useReferenceLists } from '@/lib/reference-lists';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { CreateThonRequest, ThonNotCreated } from '../routes/new-thon-actions';
import { numericScheduleFields, ThonScheduleFields, type ScheduleFieldName } from './thon-schedule-fields';

interface CreateThonFormProps {
  /** The existing organization the Thon is for; absent: a new organization from the fields. */
  organization?: { OrganizationId: string; Name: string } | undefined;
}

const newOrganizationFields = { OrganizationName: '', OrganizationType: '', City: '', State: '' };

export function CreateThonForm({ organization }: CreateThonFormProps = {}) {
  const { busy, answer, note, say, submit } = useActionFetcher<ThonNotCreated>();
  const status = note ?? (answer ? { title: 'Error', message: answer.message } : noStatus);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createThonRequestSchema),
    defaultValues: {
      Name: '',
      // Empty organization fields would be refused beside an OrganizationId, so none are sent.
      ...(organization ? { OrganizationId: organization.OrganizationId } : newOrganizationFields),
      StartDate: '',
      EndDate: '',
      TimeZone: browserTimeZone(),
      UnitName: 'lap',
      MinUnits: 0,
      MaxUnits: 0,
    },
  });

  const onSubmit = handleSubmit(
    (thon) => {
      const request: CreateThonRequest = { intent: 'create-thon', thon };
      return submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );
  const scheduleField = (name: ScheduleFieldName) => ({
    registration: register(name, { valueAsNumber: numericScheduleFields.has(name) }),
    error: errors[name]?.message,
  });
  const isSchool = isSchoolOrganizationType(useWatch({ control, name: 'OrganizationType' }) ?? '');
  // The merged lists (server-configured types, levels and states too), from GetReferenceLists.
  const { organizationTypes, schoolLevels, states } = useReferenceLists();
  // Retired entries stay in the lists for old records' labels; a new Thon cannot take them.
  const organizationTypeOptions = offeredEntries(organizationTypes).map((type) => ({
    value: type.Name,
    label: type.Name,
  }));
  const schoolLevelOptions = offeredEntries(schoolLevels).map((level) => ({
    value: level.Code,
    label: level.Name,
  }));
  const stateOptions = offeredEntries(states).map((state) => ({ value: state.Code, label: state.Name }));

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Create Thon"
      busyLabel="Creating…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField label="Thon name" error={errors.Name?.message} registration={register('Name')} />
      {!organization && (
        <>
          <TextField
            label="Organization name"
            autoComplete="organization"
            error={errors.OrganizationName?.message}
            registration={register('OrganizationName')}
          />
          <SelectField
            label="Organization type"
            placeholder="Choose a type"
            options={organizationTypeOptions}
            error={errors.OrganizationType?.message}
            registration={register('OrganizationType')}
          />
          {isSchool && (
            <SelectField
              label="School level"
              placeholder="Choose a level (optional)"
              options={schoolLevelOptions}
              error={errors.SchoolLevel?.message}
              // Unregistered while hidden, so a level chosen for a school is not sent for a club.
              registration={register('SchoolLevel', { shouldUnregister: true })}
            />
          )}
          <div className="field-row">
            <TextField
              label="City"
              autoComplete="address-level2"
              error={errors.City?.message}
              registration={register('City')}
            />
            <SelectField
              label="State"
              placeholder="Choose a state (optional)"
              autoComplete="address-level1"
              options={stateOptions}
              error={errors.State?.message}
              registration={register('State')}
            />
          </div>
        </>
      )}
      <ThonScheduleFields field={scheduleField} />
    </GuardedForm>
  );
}
