// The Thon's details: an edit form (UpdateThon, checked with the API's own schema) while the Thon
// is draft or live, the same facts read-only once it is completed. A refusal shows the server's
// message (e.g. thonLocked). The form checks the fields, then posts to the Thon page's action
// through a fetcher; a save reloads the page's data.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { thonLocked, updateThonRequestSchema, type thonSchema } from '@thon/shared/api/schemas/events';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { editableStatuses } from '@thon/shared/events/event-status';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { numericScheduleFields, ThonScheduleFields, type ScheduleFieldName } from './thon-schedule-fields';
import { thonDates } from './thon-dates';
import { TextField } from '@/components/form/text-field';
import type { ThonEventRequest, ThonUpdated } from '../routes/thon-event-actions';

type Thon = z.infer<typeof thonSchema>;

interface EditThonFormProps {
  thon: Thon;
}

function formValues(thon: Thon) {
  return {
    EventId: thon.EventId,
    Name: thon.Name,
    StartDate: thon.StartDate,
    EndDate: thon.EndDate,
    TimeZone: thon.TimeZone,
    UnitName: thon.UnitName,
    Goal: thon.Goal,
    MinUnits: thon.MinUnits,
    MaxUnits: thon.MaxUnits,
    /** The event page's video: a YouTube or Vimeo link; '' removes it. */
    VideoUrl: thon.VideoUrl ?? '',
  };
}

export function EditThonForm({ thon }: EditThonFormProps) {
  const editable = editableStatuses.includes(thon.Status);
  return (
    <section aria-labelledby="thon-details-heading" className="section">
      <h2 id="thon-details-heading">Details</h2>
      {editable ? <DetailsForm thon={thon} /> : <DetailsReadOnly thon={thon} />}
    </section>
  );
}

function DetailsReadOnly({ thon }: { thon: Thon }) {
  return (
    <>
      <p>{thonLocked}</p>
      <dl className="stat-list">
        <div>
          <dt>Thon name</dt>
          <dd>{thon.Name}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{thonDates(thon)}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{thon.TimeZone}</dd>
        </div>
        <div>
          <dt>Unit name</dt>
          <dd>{thon.UnitName}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{formatDollars(thon.Goal)}</dd>
        </div>
        <div>
          <dt>Units per participant</dt>
          <dd>{`${thon.MinUnits} to ${thon.MaxUnits}`}</dd>
        </div>
      </dl>
    </>
  );
}

function DetailsForm({ thon }: EditThonFormProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<ThonUpdated>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(updateThonRequestSchema), defaultValues: formValues(thon) });
  useEffect(() => {
    if (answer?.ok) reset(formValues(answer.thon));
  }, [answer, reset]);
  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: 'Your changes are saved.' }
        : { title: 'Error', message: answer.message });

  const onSubmit = handleSubmit(
    (changes) => {
      const request: ThonEventRequest = {
        intent: 'update-thon',
        changes: { ...changes, EventId: thon.EventId },
      };
      return submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );
  const scheduleField = (name: ScheduleFieldName) => ({
    registration: register(name, { valueAsNumber: numericScheduleFields.has(name) }),
    error: errors[name]?.message,
  });

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Save changes"
      busyLabel="Saving…"
      after={<FormStatus status={status} toastFor={note ? undefined : answer} />}
    >
      <TextField label="Thon name" error={errors.Name?.message} registration={register('Name')} />
      <TextField
        label="Time zone"
        hint="The IANA name, such as America/Chicago."
        error={errors.TimeZone?.message}
        registration={register('TimeZone')}
      />
      <ThonScheduleFields field={scheduleField} />
      <TextField
        label="Video URL (optional)"
        hint="A YouTube or Vimeo link; donors watch it from the event page."
        inputMode="url"
        autoComplete="off"
        error={errors.VideoUrl?.message}
        registration={register('VideoUrl')}
      />
    </GuardedForm>
  );
}
