// The landing-page editor's form: the event (and optionally a team), the url with its
// live availability check, title, sub-title, quote, team bio, the video URL (checked live: YouTube
// or Vimeo only), the image upload, and a preview of the public page as it will look. Fields are
// checked with the API's own request schema; Save and Delete post to the page's route action,
// whose refusal shows the server's message and its field issues beside their fields. Delete asks
// first (the shared confirm dialog).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import {
  addLandingPageRequestSchema,
  updateLandingPageRequestSchema,
} from '@thon/shared/api/schemas/landing-pages';
import { reviewRequiredFields, videoUrlOnly } from '@thon/shared/catalog/messages';
import { normalizeLandingUrl } from '@thon/shared/landing-pages/landing-url';
import { videoEmbedUrl } from '@thon/shared/landing-pages/video-url';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { loadEventTeams, type EventChoice, type LandingPage } from '../api/landing-page-calls';
import type {
  LandingPageActionRequest,
  LandingPageRefused,
  LandingPageSaved,
} from '../routes/landing-page-actions';
import { ImageUpload, type CurrentImage } from './image-upload';
import { LandingPageView } from './landing-page-view';
import { availabilityDebounceMs, useUrlAvailability } from './use-url-availability';

interface FormValues {
  EventId: string;
  EventCode: string;
  TeamId: string;
  Url: string;
  Title: string;
  SubTitle: string;
  Quote: string;
  TeamBio: string;
  VideoUrl: string;
}
type FieldName = keyof FormValues;

interface PageImage extends CurrentImage {
  /** Sent with every save (UpdateLandingPage removes an image it is not given); '' removes it. */
  ImageKey: string | undefined;
}

function formValues(page: LandingPage | undefined): FormValues {
  return {
    EventId: page?.EventId ?? '',
    EventCode: '',
    TeamId: page?.TeamId ?? '',
    Url: page?.Url ?? '',
    Title: page?.Title ?? '',
    SubTitle: page?.SubTitle ?? '',
    Quote: page?.Quote ?? '',
    TeamBio: page?.TeamBio ?? '',
    VideoUrl: page?.VideoUrl ?? '',
  };
}

function savedImage(page: LandingPage | undefined): PageImage | undefined {
  return page?.ImageUrl ? { ImageUrl: page.ImageUrl, ImageKey: page.ImageKey } : undefined;
}

/** A value that follows another after it has stayed unchanged for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The optional text fields as the API takes them: omitted when empty on a new page. */
function optional(value: string, editing: boolean): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' && !editing ? undefined : trimmed;
}

interface LandingPageFormProps {
  page: LandingPage | undefined;
  /** The organizer's Thons; null: the event is named by its code. */
  events: EventChoice[] | null;
}

export function LandingPageForm({ page, events }: LandingPageFormProps) {
  const editing = page !== undefined;
  const save = useActionFetcher<LandingPageSaved>();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: formValues(page) });
  const [image, setImage] = useState<PageImage | undefined>(savedImage(page));
  const watched = useWatch({ control });
  const values = { ...formValues(page), ...watched };

  // A saved page: the form shows it as the server now has it.
  useEffect(() => {
    if (save.answer?.ok) reset(formValues(save.answer.page));
  }, [save.answer, reset]);

  const availability = useUrlAvailability(values.Url, page?.LandingPageId, page?.Url);
  const settledVideoUrl = useSettled(values.VideoUrl.trim(), availabilityDebounceMs);
  const liveVideoError =
    settledVideoUrl !== '' && settledVideoUrl === values.VideoUrl.trim() && !videoEmbedUrl(settledVideoUrl)
      ? videoUrlOnly
      : undefined;

  const refused = save.answer && !save.answer.ok ? save.answer : undefined;
  const serverIssue = (field: string) =>
    refused?.issues.find((issue) => issue.path.split('.')[0] === field)?.message;
  const fieldError = (field: FieldName) => errors[field]?.message ?? serverIssue(field);

  const status: FormStatusValue =
    save.note ??
    (!save.answer
      ? noStatus
      : save.answer.ok
        ? { tone: 'success', message: 'Your changes are saved.' }
        : { title: 'Error', message: save.answer.message });

  const onSubmit = handleSubmit((form) => {
    const fields = {
      Url: normalizeLandingUrl(form.Url),
      Title: form.Title.trim(),
      SubTitle: optional(form.SubTitle, editing),
      Quote: optional(form.Quote, editing),
      TeamBio: optional(form.TeamBio, editing),
      VideoUrl: optional(form.VideoUrl, editing),
      ImageKey: image?.ImageKey ?? (editing && !image ? '' : undefined),
    };
    const defined = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as typeof fields;
    let request: LandingPageActionRequest;
    let problems: { path: string; message: string }[];
    if (page) {
      const changes = { LandingPageId: page.LandingPageId, ...defined };
      problems = issuesOf(updateLandingPageRequestSchema.safeParse(changes));
      request = { intent: 'update', page: changes };
    } else {
      // A team leader names the event by its code, which the action turns into its id.
      const byCode = events === null;
      const eventCode = form.EventCode.trim();
      const team = form.TeamId.trim() ? { TeamId: form.TeamId.trim() } : {};
      const event = byCode ? { EventCode: eventCode } : { EventId: form.EventId };
      problems = issuesOf(
        addLandingPageRequestSchema.safeParse({
          ...defined,
          ...team,
          EventId: byCode ? 'by-code' : form.EventId,
        }),
      );
      if (byCode && !eventCode) problems.push({ path: 'EventCode', message: "Enter your event's code." });
      if (!byCode && !form.EventId) {
        problems = [
          ...problems.filter((issue) => issue.path !== 'EventId'),
          { path: 'EventId', message: 'Choose an event.' },
        ];
      }
      request = { intent: 'add', page: { ...defined, ...team, ...event } };
    }
    if (availability.kind === 'taken' || availability.kind === 'invalid') {
      problems.push({ path: 'Url', message: availability.message });
    }
    if (problems.length > 0) {
      const named = problems.filter((problem) => problem.path in form);
      for (const problem of named) setError(problem.path as FieldName, { message: problem.message });
      const other = problems.find((problem) => !(problem.path in form));
      save.say({ title: 'Error', message: other?.message ?? reviewRequiredFields });
      return;
    }
    return save.submit(request);
  });

  const eventName = page?.EventName ?? events?.find((event) => event.EventId === values.EventId)?.Name;
  const eventCode = page?.EventCode ?? events?.find((event) => event.EventId === values.EventId)?.EventCode;
  const embed = videoEmbedUrl(values.VideoUrl);

  return (
    <div className="landing-editor">
      <GuardedForm
        busy={save.busy}
        onSubmit={onSubmit}
        submitLabel={editing ? 'Save changes' : 'Create the page'}
        busyLabel="Saving…"
        after={<FormStatus status={status} toastFor={refused} />}
      >
        <EventFields
          page={page}
          events={events}
          values={values}
          register={register}
          fieldError={fieldError}
        />
        <UrlField registration={register('Url')} error={fieldError('Url')} availability={availability} />
        <TextField label="Title" error={fieldError('Title')} registration={register('Title')} />
        <TextField
          label="Sub-title (optional)"
          error={fieldError('SubTitle')}
          registration={register('SubTitle')}
        />
        <TextAreaField
          label="Quote (optional)"
          rows={3}
          error={fieldError('Quote')}
          registration={register('Quote')}
        />
        <TextAreaField
          label="Team bio (optional)"
          hint="A blank line starts a new paragraph."
          rows={6}
          error={fieldError('TeamBio')}
          registration={register('TeamBio')}
        />
        <TextField
          label="Video URL (optional)"
          hint={
            embed
              ? 'Visitors watch it in the privacy-enhanced player (no tracking cookies).'
              : 'A YouTube or Vimeo link, such as https://www.youtube.com/watch?v=…'
          }
          inputMode="url"
          autoComplete="off"
          error={fieldError('VideoUrl') ?? liveVideoError}
          registration={register('VideoUrl')}
        />
        <ImageUpload
          image={image?.ImageUrl ? image : undefined}
          onUploaded={(uploaded) =>
            setImage({
              ImageKey: uploaded.ImageKey,
              ImageUrl: uploaded.ImageUrl,
              Width: uploaded.Width,
              Height: uploaded.Height,
            })
          }
          onRemove={() => setImage(editing ? { ImageKey: '', ImageUrl: '' } : undefined)}
        />
        {serverIssue('ImageKey') && <p className="field-error">{serverIssue('ImageKey')}</p>}
      </GuardedForm>
      {page && <DeletePage page={page} />}
      <section aria-labelledby="landing-preview-heading" className="section landing-preview">
        <h2 id="landing-preview-heading">Preview</h2>
        <p className="muted">
          {`How visitors see the page at /${normalizeLandingUrl(values.Url) || 'your-address'}.`}
        </p>
        <LandingPageView
          preview
          page={{
            Title: values.Title.trim() || 'Your title',
            SubTitle: values.SubTitle.trim() || undefined,
            Quote: values.Quote.trim() || undefined,
            TeamBio: values.TeamBio.trim() || undefined,
            ImageUrl: image?.ImageUrl || undefined,
            ImageWidth: image?.Width,
            ImageHeight: image?.Height,
            VideoEmbedUrl: embed,
            EventCode: eventCode ?? (values.EventCode.trim() || 'EVENT'),
            EventName: eventName ?? 'Your event',
            TeamName: page?.TeamName,
          }}
        />
      </section>
    </div>
  );
}

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => ({
        path: String(issue.path[0] ?? ''),
        message: issue.message,
      }));
}

function EventFields({
  page,
  events,
  values,
  register,
  fieldError,
}: {
  page: LandingPage | undefined;
  events: EventChoice[] | null;
  values: FormValues;
  register: UseFormRegister<FormValues>;
  fieldError: (field: FieldName) => string | undefined;
}) {
  if (page) {
    return (
      <dl className="stat-list">
        <div>
          <dt>Event</dt>
          <dd>{page.EventName}</dd>
        </div>
        {page.TeamName && (
          <div>
            <dt>Team</dt>
            <dd>{page.TeamName}</dd>
          </div>
        )}
      </dl>
    );
  }
  if (events === null) {
    return (
      <>
        <TextField
          label="Event code"
          hint="The code of your Thon, such as LINCOLN26."
          autoComplete="off"
          error={fieldError('EventCode') ?? fieldError('EventId')}
          registration={register('EventCode')}
        />
        <TextField
          label="Team id (optional)"
          hint="For your team's own page; leave empty for the event's page."
          autoComplete="off"
          error={fieldError('TeamId')}
          registration={register('TeamId')}
        />
      </>
    );
  }
  return (
    <>
      <SelectField
        label="Event"
        placeholder="Choose an event"
        options={events.map((event) => ({
          value: event.EventId,
          label: `${event.Name} (${event.EventCode})`,
        }))}
        error={fieldError('EventId')}
        registration={register('EventId')}
      />
      <TeamSelect eventId={values.EventId} error={fieldError('TeamId')} registration={register('TeamId')} />
    </>
  );
}

/** The chosen event's teams, for a team's page; the first choice is the whole event. */
function TeamSelect({
  eventId,
  error,
  registration,
}: {
  eventId: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const [teams, setTeams] = useState<{ eventId: string; list: { TeamId: string; Name: string }[] }>({
    eventId: '',
    list: [],
  });
  useEffect(() => {
    if (!eventId) return;
    const controller = new AbortController();
    loadEventTeams(eventId, controller.signal).then(
      (list) => setTeams({ eventId, list }),
      () => !controller.signal.aborted && setTeams({ eventId, list: [] }),
    );
    return () => controller.abort();
  }, [eventId]);
  const list = teams.eventId === eventId ? teams.list : [];
  return (
    <SelectField
      label="Team (optional)"
      placeholder="The whole event"
      options={list.map((team) => ({ value: team.TeamId, label: team.Name }))}
      error={error}
      registration={registration}
    />
  );
}

function UrlField({
  registration,
  error,
  availability,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  availability: ReturnType<typeof useUrlAvailability>;
}) {
  const id = useId();
  const shown =
    availability.kind === 'checking' ? 'Checking…' : availability.kind === 'none' ? '' : availability.message;
  const problem = availability.kind === 'taken' || availability.kind === 'invalid';
  // The field's own error (Save's check, the server's) unless the live check says the same.
  const fieldError = error && error !== shown ? error : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>Address</label>
      <p className="field-hint" id={`${id}-hint`}>
        {`The page's address: ${globalThis.location.host}/ followed by 3 to 60 lowercase letters, digits and hyphens.`}
      </p>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={problem || fieldError ? true : undefined}
        aria-describedby={`${id}-hint ${id}-availability${fieldError ? ` ${id}-error` : ''}`}
        {...registration}
      />
      <p
        id={`${id}-availability`}
        aria-live="polite"
        className={problem ? 'field-error' : availability.kind === 'available' ? 'field-ok' : 'field-hint'}
      >
        {shown}
      </p>
      {fieldError && (
        <p className="field-error" id={`${id}-error`}>
          {fieldError}
        </p>
      )}
    </div>
  );
}

function TextAreaField({
  label,
  hint,
  error,
  rows,
  registration,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  rows: number;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function DeletePage({ page }: { page: LandingPage }) {
  const remove = useActionFetcher<LandingPageRefused>();
  const [asking, setAsking] = useState(false);
  const status: FormStatusValue = remove.answer
    ? { title: 'Error', message: remove.answer.message }
    : noStatus;
  const request: LandingPageActionRequest = { intent: 'delete', id: page.LandingPageId };
  let dialog: ReactNode = null;
  if (asking) {
    dialog = (
      <ConfirmDialog
        question={`Delete ${page.Title}?`}
        details={`Its address /${page.Url} stops working and can be taken by another page.`}
        confirmLabel="Yes, delete it"
        busyLabel="Deleting…"
        busy={false}
        onConfirm={() => {
          // A deleted page leaves for the list; a refusal is said beside the button.
          setAsking(false);
          void remove.submit(request);
        }}
        onCancel={() => setAsking(false)}
      />
    );
  }
  return (
    <section aria-labelledby="delete-page-heading" className="section">
      <h2 id="delete-page-heading">Delete the page</h2>
      <p>
        <button
          type="button"
          className="button-secondary"
          aria-disabled={remove.busy}
          onClick={() => !remove.busy && setAsking(true)}
        >
          {remove.busy ? 'Deleting…' : 'Delete this page'}
        </button>
      </p>
      <FormStatus status={status} toastFor={remove.answer} />
      {dialog}
    </section>
  );
}
