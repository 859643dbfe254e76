// The Thon page's "Share templates" section: the email subject and body, the text
// message and the guest-share text participants and donors send, with the placeholders they may
// use, a live preview filled in with one of the event's participants (the same renderTemplate the
// API sends with), Save (the API's refusals show under their field) and Restore defaults. Save
// posts to the Thon page's action through the form's fetcher.
import { useEffect, useId, useState } from 'react';
import { templatesSaved } from '@thon/shared/catalog/sharing-messages';
import {
  renderTemplate,
  templateMaxLengths,
  type PlaceholderValues,
  type ShareTemplates,
} from '@thon/shared/sharing/share-templates';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { ApiError } from '@/lib/api-client';
import { loadEventTemplates, type EventTemplates } from '../api/share-templates';
import type {
  SaveShareTemplatesRequest,
  TemplatesRefused,
  TemplatesSaved,
} from '../routes/share-templates-action';

const fields: readonly { name: keyof ShareTemplates; label: string; rows: number }[] = [
  { name: 'EmailSubject', label: 'Email subject', rows: 1 },
  { name: 'EmailBody', label: 'Email message', rows: 8 },
  { name: 'Sms', label: 'Text message', rows: 3 },
  { name: 'GuestShare', label: 'Guest share (social posts and after a pledge)', rows: 3 },
];

type FieldErrors = Partial<Record<keyof ShareTemplates, string[]>>;

const pick = (templates: ShareTemplates): ShareTemplates => ({
  EmailSubject: templates.EmailSubject,
  EmailBody: templates.EmailBody,
  Sms: templates.Sms,
  GuestShare: templates.GuestShare,
});

function fieldErrorsOf(issues: TemplatesRefused['issues']): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.split('.')[0] as keyof ShareTemplates;
    if (!fields.some((field) => field.name === name)) continue;
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

function TemplatesForm({ loaded }: { loaded: EventTemplates }) {
  const id = useId();
  const [values, setValues] = useState<ShareTemplates>(() => pick(loaded.Templates));
  const { busy, answer, submit } = useActionFetcher<TemplatesSaved>();
  const sample = loaded.SampleValues as PlaceholderValues;
  const errors: FieldErrors = answer && !answer.ok ? fieldErrorsOf(answer.issues) : {};
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success', message: templatesSaved }
      : { message: answer.message };

  // The saved templates, as the API answered them, replace the fields' text once per answer.
  const [takenIn, setTakenIn] = useState<TemplatesSaved | undefined>(undefined);
  if (answer && answer !== takenIn) {
    setTakenIn(answer);
    if (answer.ok) setValues(pick(answer.templates.Templates));
  }

  function save() {
    if (busy) return;
    const request: SaveShareTemplatesRequest = { intent: 'save-share-templates', templates: values };
    void submit(request);
  }

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p id={`${id}-placeholders`}>
        Placeholders:{' '}
        {loaded.Placeholders.map((name, index) => (
          <span key={name}>
            {index > 0 && ', '}
            <code>{`{${name}}`}</code>
          </span>
        ))}
      </p>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const fieldErrors = errors[field.name] ?? [];
        const preview = renderTemplate(values[field.name], sample);
        return (
          <div className="field share-template-field" key={field.name}>
            <label htmlFor={fieldId}>{field.label}</label>
            <textarea
              id={fieldId}
              rows={field.rows}
              maxLength={templateMaxLengths[field.name]}
              value={values[field.name]}
              aria-invalid={fieldErrors.length > 0 ? true : undefined}
              aria-describedby={`${id}-placeholders ${fieldId}-preview${fieldErrors.length > 0 ? ` ${fieldId}-error` : ''}`}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
            {fieldErrors.length > 0 && (
              <ul className="field-error" id={`${fieldId}-error`}>
                {fieldErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            <div className="share-preview" id={`${fieldId}-preview`}>
              <span className="muted">Preview: </span>
              <span style={{ whiteSpace: 'pre-wrap' }}>{preview}</span>
            </div>
          </div>
        );
      })}
      <div className="card-actions">
        <button type="submit" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save templates'}
        </button>
        <button type="button" className="button-secondary" onClick={() => setValues(pick(loaded.Defaults))}>
          Restore defaults
        </button>
      </div>
      <FormStatus status={status} toastFor={answer} />
    </form>
  );
}

export function ShareTemplatesPanel({ eventId }: { eventId: string }) {
  const [loaded, setLoaded] = useState<
    { ok: true; templates: EventTemplates } | { ok: false; message: string }
  >();

  useEffect(() => {
    const controller = new AbortController();
    loadEventTemplates(eventId, controller.signal).then(
      (templates) => setLoaded({ ok: true, templates }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          ok: false,
          message: error instanceof ApiError ? error.message : 'The share templates could not be loaded.',
        });
      },
    );
    return () => controller.abort();
  }, [eventId]);

  return (
    <section aria-labelledby="share-templates-heading" className="section">
      <h2 id="share-templates-heading">Share templates</h2>
      <p>
        What participants and parents send when they invite people by email or text, and what donors pass on.
      </p>
      {!loaded ? (
        <p className="muted">Loading the templates…</p>
      ) : loaded.ok ? (
        <TemplatesForm loaded={loaded.templates} />
      ) : (
        <p role="alert">{loaded.message}</p>
      )}
    </section>
  );
}
