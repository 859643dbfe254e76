// The contact and support form: the spec's contact model (Subject, Message,
// jiraIssueType, From, FromName, Files) and the captcha, sent as multipart/form-data. A signed-in
// person's name and address come from the session and are not typed again; a visitor types them.
// Attachments are checked here before anything is sent (type, count, the total the API takes:
// 'File size limit exceeded'); the API checks them again by content. The API's answer is shown as
// it comes: the spec's success, 'Invalid Captcha', 'Unable to create ticket. Please email
// support.', 'Something went wrong!'.
//
// The form posts its FormData (with the Files) to the page's route action
// (routes/contact-actions.ts) through its fetcher, which hands it to the API as it is.
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Session } from '@thon/shared/api/schemas/session';
import { Field } from '@/components/form/field';
import { attachmentBytes } from '@thon/shared/api/schemas/support';
import {
  contactSent,
  enterRequiredFields,
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
} from '@thon/shared/catalog/messages';
import {
  attachmentAccept,
  attachmentTypeOfName,
  captchaFieldName,
  contactFieldMaxLengths,
  maxAttachmentBytes,
  maxAttachments,
} from '@thon/shared/catalog/support';
import {
  attachmentLimitNote,
  captchaNotSolved,
  tooManyAttachments,
} from '@thon/shared/catalog/support-messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { captchaChallengePath } from '../api/contact-calls';
import type { ContactOutcome } from '../routes/contact-actions';
import { CaptchaWidget } from '../../../components/captcha/captcha-widget';
import './contact-form.css';
import { useT } from '../../../i18n/translation';

type TextFieldName = 'Subject' | 'Message' | 'From' | 'FromName';
type Values = Record<TextFieldName | 'jiraIssueType', string>;
/** A field the form found missing: one of the text fields, or the captcha. */
type Missing = TextFieldName | 'captcha';

const requiredFields: readonly TextFieldName[] = ['FromName', 'From', 'Subject', 'Message'];

/** A size as people read it: bytes, KB or MB (1024-based, as the limit is). */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/**
 * The API takes a file whose extension and content name the same kind (PNG, JPEG, PDF, text). The
 * browser cannot read the content cheaply, so this checks the extension and, when the browser
 * declared a type (it usually derives it from the extension), that it is the extension's; empty or
 * octet-stream is left to the API, which checks the content.
 */
function typeAllowed(file: File): boolean {
  const expected = attachmentTypeOfName(file.name);
  if (!expected) return false;
  return file.type === '' || file.type === 'application/octet-stream' || file.type === expected;
}

/** Why these attachments cannot be sent, or undefined when they may be. */
export function attachmentsProblem(files: readonly File[]): string | undefined {
  if (files.some((file) => !typeAllowed(file))) return fileTypeNotAllowed;
  if (files.length > maxAttachments) return tooManyAttachments;
  if (attachmentBytes(files) > maxAttachmentBytes) return fileSizeLimitExceeded;
  return undefined;
}

function senderOf(session: Session | null): { name: string; email: string } {
  if (!session) return { name: '', email: '' };
  return { name: `${session.FirstName} ${session.LastName}`.trim(), email: session.Email.trim() };
}

interface ContactFormProps {
  issueTypes: readonly string[];
  /** Why the issue types could not be read: the form sends without one (the API picks its default). */
  issueTypesError: string | null;
  session: Session | null;
}

export function ContactForm({ issueTypes, issueTypesError, session }: ContactFormProps) {
  const t = useT();
  const id = useId();
  const sender = senderOf(session);
  const [values, setValues] = useState<Values>({
    Subject: '',
    Message: '',
    From: sender.email,
    FromName: sender.name,
    jiraIssueType: issueTypes[0] ?? '',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState('');
  const [missing, setMissing] = useState<readonly Missing[]>([]);
  const [solution, setSolution] = useState('');
  const [captchaCount, setCaptchaCount] = useState(0);
  const { busy, answer, note, say, submitMultipart } = useActionFetcher<ContactOutcome>();
  const fileInput = useRef<HTMLInputElement>(null);
  const onSolution = useCallback((payload: string) => setSolution(payload), []);

  const set =
    (name: keyof Values) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));
  const missingError = (name: Missing) => (missing.includes(name) ? t('Required.') : undefined);

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again (after removing it) is seen.
    event.target.value = '';
    if (chosen.length === 0) return;
    const next = [...files, ...chosen];
    const problem = attachmentsProblem(next);
    setFileError(problem ?? '');
    if (!problem) setFiles(next);
  }

  function removeFile(index: number) {
    setFiles((current) => current.filter((_, at) => at !== index));
    setFileError('');
    fileInput.current?.focus();
  }

  // Each answer is taken in once, while rendering (the same answer comes back after a note of the
  // form's own is replaced): a sent message starts the form afresh, a refusal may need a fresh
  // captcha or name the attachments.
  const [takenIn, setTakenIn] = useState<ContactOutcome | undefined>(undefined);
  if (answer && answer !== takenIn) {
    setTakenIn(answer);
    if (answer.ok) {
      setValues((current) => ({ ...current, Subject: '', Message: '' }));
      setFiles([]);
    } else if (answer.message === fileSizeLimitExceeded) setFileError(answer.message);
    if (answer.ok || answer.freshCaptcha) setCaptchaCount((count) => count + 1);
  }
  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok && answer.ticketCreated
        ? { tone: 'success', message: answer.message || contactSent }
        : { title: 'Error', message: answer.message });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const absent: Missing[] = requiredFields.filter((name) => values[name].trim() === '');
    if (!solution) absent.push('captcha');
    setMissing(absent);
    if (absent.length > 0) return say({ title: 'Error', message: enterRequiredFields });
    const problem = attachmentsProblem(files);
    if (problem) {
      setFileError(problem);
      return say({ title: 'Error', message: problem });
    }

    const form = new FormData();
    for (const name of ['Subject', 'Message', 'From', 'FromName'] as const)
      form.append(name, values[name].trim());
    if (values.jiraIssueType) form.append('jiraIssueType', values.jiraIssueType);
    for (const file of files) form.append('Files', file, file.name);
    form.append(captchaFieldName, solution);
    void submitMultipart(form);
  }

  const signedInSender = Boolean(session && sender.email && sender.name);
  const fromAccount = signedInSender ? t('From your account.') : undefined;
  const totalBytes = attachmentBytes(files);
  const fileErrorId = `${id}-files-error`;

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <Field label={t('Your name')} hint={fromAccount} error={missingError('FromName')}>
        {(described) => (
          <input
            name="FromName"
            type="text"
            autoComplete="name"
            required
            readOnly={signedInSender}
            maxLength={contactFieldMaxLengths.FromName}
            value={values.FromName}
            onChange={set('FromName')}
            {...described}
          />
        )}
      </Field>
      <Field label={t('Your email')} hint={fromAccount} error={missingError('From')}>
        {(described) => (
          <input
            name="From"
            type="email"
            autoComplete="email"
            required
            readOnly={signedInSender}
            maxLength={contactFieldMaxLengths.From}
            value={values.From}
            onChange={set('From')}
            {...described}
          />
        )}
      </Field>
      {issueTypes.length > 0 ? (
        <Field label={t('Issue type')}>
          {(described) => (
            <select
              name="jiraIssueType"
              value={values.jiraIssueType}
              onChange={set('jiraIssueType')}
              {...described}
            >
              {issueTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        issueTypesError && (
          <p className="muted">
            {t('The issue types could not be loaded ({{problem}}); your message can still be sent.', {
              problem: t(issueTypesError),
            })}
          </p>
        )
      )}
      <Field label={t('Subject')} error={missingError('Subject')}>
        {(described) => (
          <input
            name="Subject"
            type="text"
            required
            maxLength={contactFieldMaxLengths.Subject}
            value={values.Subject}
            onChange={set('Subject')}
            {...described}
          />
        )}
      </Field>
      <Field label={t('Message')} error={missingError('Message')}>
        {(described) => (
          <textarea
            name="Message"
            rows={8}
            required
            maxLength={contactFieldMaxLengths.Message}
            value={values.Message}
            onChange={set('Message')}
            {...described}
          />
        )}
      </Field>
      <div className="field">
        <label htmlFor={`${id}-files`}>{t('Attachments (optional)')}</label>
        <p className="field-hint" id={`${id}-files-hint`}>
          {t(attachmentLimitNote)}
        </p>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={attachmentAccept}
          aria-describedby={`${id}-files-hint ${fileErrorId}`}
          aria-invalid={fileError ? true : undefined}
          onChange={onFilesChosen}
        />
        <div id={fileErrorId} role="alert" aria-atomic="true">
          {fileError && <p className="field-error">{t(fileError)}</p>}
        </div>
        {files.length > 0 && (
          <>
            <ul className="attachment-list" aria-label={t('Attached files')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  {file.name} ({readableSize(file.size)}){' '}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('Remove {{name}}', { name: file.name })}
                    onClick={() => removeFile(index)}
                  >
                    {t('Remove')}
                  </button>
                </li>
              ))}
            </ul>
            <p className="muted">
              {t(
                files.length === 1
                  ? '{{count}} file, {{size}} of {{max}}'
                  : '{{count}} files, {{size}} of {{max}}',
                {
                  count: files.length,
                  size: readableSize(totalBytes),
                  max: readableSize(maxAttachmentBytes),
                },
              )}
            </p>
          </>
        )}
      </div>
      <div className="field">
        <CaptchaWidget
          challengeUrl={captchaChallengePath}
          onSolution={onSolution}
          resetCount={captchaCount}
        />
        {missing.includes('captcha') && !solution && <p className="field-error">{t(captchaNotSolved)}</p>}
      </div>
      <FormStatus status={status} toastFor={answer} />
      <p>
        <button type="submit" aria-disabled={busy}>
          {busy ? t('Sending…') : t('Send')}
        </button>
      </p>
    </form>
  );
}
