// One invitation form of the share page (email or text): people paste or type the recipients, each
// is checked as they type with the spec's pattern (the bad ones are named and block the send), a
// counter shows the list against its limit, the preview shows what they will receive, and after a
// send a table gives each recipient's outcome. The send posts to the page's route action
// (routes/share-actions.ts) through the form's fetcher; every attempt of the same list keeps one
// Idempotency-Key: a retry after a lost answer sends nobody twice.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { noRecipients } from '@thon/shared/catalog/sharing-messages';
import { splitRecipients } from '@thon/shared/sharing/recipients';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import type { SendInvitesAnswer } from '../api/share-kit-calls';
import type { InvitesSent, ShareActionRequest } from '../routes/share-actions';
import { InviteResults } from './invite-results';

export interface InviteFormProps {
  /** Names the form's fields and headings: 'email' or 'text'. */
  kind: 'email' | 'text';
  label: string;
  hint: string;
  max: number;
  isValid: (entry: string) => boolean;
  invalidMessage: (entry: string) => string;
  /** Why a list with a bad entry cannot be sent (the spec's message). */
  blockMessage: string;
  tooManyMessage: string;
  /** With a personal note field (email). */
  withNote?: boolean;
  noteMax?: number;
  /** Invitations still allowed today. */
  remainingToday: number;
  canSend: boolean;
  preview: (note: string) => ReactNode;
  /** What the form posts to the page's action for these recipients, note and attempt key. */
  request: (recipients: string[], note: string, idempotencyKey: string) => ShareActionRequest;
  sentMessage: (answer: SendInvitesAnswer) => string;
}

interface Attempt {
  signature: string;
  key: string;
}

export function InviteForm(props: InviteFormProps) {
  const { kind, label, hint, max, isValid, invalidMessage, withNote = false, noteMax = 300 } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const { busy, answer, note: formNote, say, submit } = useActionFetcher<InvitesSent>();
  const [results, setResults] = useState<SendInvitesAnswer | undefined>(undefined);
  const [attempt, setAttempt] = useState<Attempt | undefined>(undefined);

  const entries = splitRecipients(text);
  const invalid = entries.filter((entry) => !isValid(entry));
  const tooMany = entries.length > max;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const { sentMessage } = props;
  const status: FormStatusValue =
    formNote ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: sentMessage(answer.answer) }
        : { message: answer.message });
  const issues = answer && !answer.ok ? answer.issues : [];

  // Each answer is taken in once, while rendering (the same answer comes back after a note of the
  // form's own is replaced). A definite answer ends the attempt (the next send gets a new key); one
  // that may have gone out keeps it, so sending the same list again cannot invite anybody twice.
  const [takenIn, setTakenIn] = useState<InvitesSent | undefined>(undefined);
  if (answer && answer !== takenIn) {
    setTakenIn(answer);
    if (answer.ok) {
      setResults(answer.answer);
      setText('');
      setNote('');
    }
    if (answer.ok || !answer.mayHaveSent) setAttempt(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (entries.length === 0) return say({ message: noRecipients });
    if (invalid.length > 0) return say({ message: props.blockMessage });
    if (tooMany) return say({ message: props.tooManyMessage });
    const trimmedNote = note.trim();
    const signature = JSON.stringify([entries, trimmedNote]);
    const current = attempt?.signature === signature ? attempt : { signature, key: newIdempotencyKey() };
    setAttempt(current);
    void submit(props.request(entries, trimmedNote, current.key));
  }

  const describedBy = [hintId, counterId, invalid.length > 0 || tooMany ? problemsId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <form noValidate aria-busy={busy} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-recipients`}>{label}</label>
          <p className="field-hint" id={hintId}>
            {hint}
          </p>
          <textarea
            id={`${id}-recipients`}
            rows={4}
            value={text}
            aria-invalid={invalid.length > 0 || tooMany ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="field-hint" id={counterId}>
            <span aria-hidden="true">{`${entries.length} / ${max}`}</span>
            <span className="visually-hidden">{`${entries.length} of at most ${max} recipients`}</span>
          </p>
          {(invalid.length > 0 || tooMany) && (
            <ul className="field-error" id={problemsId} aria-label={`Problems with the ${kind} recipients`}>
              {tooMany && <li>{props.tooManyMessage}</li>}
              {invalid.map((entry, index) => (
                <li key={`${entry}-${index}`}>{invalidMessage(entry)}</li>
              ))}
            </ul>
          )}
        </div>
        {withNote && (
          <div className="field">
            <label htmlFor={`${id}-note`}>Personal note (optional)</label>
            <p className="field-hint" id={`${id}-note-hint`}>
              {`Added above the message. At most ${noteMax} characters.`}
            </p>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={noteMax}
              value={note}
              aria-describedby={`${id}-note-hint`}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        )}
        <section className="share-preview" aria-label={`Preview of the ${kind}`}>
          <h3>Preview</h3>
          {props.preview(note.trim())}
        </section>
        <p className="muted">{`You can send ${props.remainingToday} more ${kind === 'email' ? 'email' : 'text'} invitations today.`}</p>
        {props.canSend ? (
          <button type="submit" aria-disabled={busy}>
            {busy ? 'Sending…' : kind === 'email' ? 'Send emails' : 'Send texts'}
          </button>
        ) : (
          <p>Invitations cannot be sent for this participant right now.</p>
        )}
        <FormStatus status={status} toastFor={answer} />
        {issues.length > 0 && (
          <ul className="field-error" aria-label="What to fix">
            {issues.map((issue, index) => (
              <li key={`${issue}-${index}`}>{issue}</li>
            ))}
          </ul>
        )}
      </form>
      {results && <InviteResults answer={results} kind={kind} />}
    </>
  );
}
