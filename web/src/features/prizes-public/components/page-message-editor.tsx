// "Your message on Maya's page" on the parent dashboard: the family's message (at most the
// catalogue's length, counted as it is typed), saved or removed through the dashboard's action.
// A message the organizer hid stays the family's to edit and says so: it is not shown on the page.
import { useId, useState } from 'react';
import { familyPageTexts as familyTexts } from '@thon/shared/catalog/family-page-messages';
import { maxStudentPageMessageLength } from '@thon/shared/catalog/student-page-messages';
import { FormStatus, statusOfAnswer, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { useT } from '@/i18n/translation';
import type { FamilyPageOutcome, FamilyPageRequest } from '../routes/family-page-actions';
import '../prizes-public.css';

export function PageMessageEditor({
  participantId,
  firstName,
  message,
  hidden,
}: {
  participantId: string;
  firstName: string;
  /** The family's message as stored (hidden or not); absent when there is none. */
  message: string | undefined;
  hidden: boolean;
}) {
  const t = useT();
  const id = useId();
  const saving = useActionFetcher<FamilyPageOutcome>();
  const [text, setText] = useState(message ?? '');
  const answer = saving.answer;
  // After a save the box holds what the server kept (trimmed; empty once removed): set while
  // rendering the new answer, so the box and the status change together.
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    if (answer?.ok) setText(answer.savedMessage ?? '');
  }

  const send = (next: string) => {
    const request: FamilyPageRequest = { intent: 'set-page-message', participantId, message: next };
    void saving.submit(request);
  };
  const status: FormStatusValue = statusOfAnswer(answer);
  return (
    <section className="page-message-editor" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t(familyTexts.messageHeading, { name: firstName })}</h3>
      {hidden && message && (
        <p className="notice">
          <strong>{t(familyTexts.messageHidden)}</strong>
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving.busy) send(text);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-message`}>{t(familyTexts.messageLabel)}</label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={maxStudentPageMessageLength}
            value={text}
            aria-describedby={`${id}-counter`}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="field-hint" id={`${id}-counter`}>
            {t(familyTexts.messageCounter, { used: text.length, max: maxStudentPageMessageLength })}
          </p>
        </div>
        <div className="family-controls-actions">
          <button type="submit" disabled={saving.busy}>
            {t(familyTexts.saveMessage)}
          </button>
          {message !== undefined && (
            <button
              type="button"
              className="button-secondary"
              disabled={saving.busy}
              onClick={() => send('')}
            >
              {t(familyTexts.removeMessage)}
            </button>
          )}
        </div>
      </form>
      <FormStatus status={status} toastFor={answer} />
    </section>
  );
}
