// The outcome of a form, read out as it changes. The live region stays rendered (screen readers
// ignore regions that appear together with their text); an empty one takes no room. Given the
// server's answer it reports, it also confirms that answer with a toast (use-answer-toast.ts).
import { useT } from '../../i18n/translation';
import { useAnswerToast } from './use-answer-toast';

export interface FormStatusValue {
  /** A short heading such as 'Error'. */
  title?: string;
  message: string;
  tone?: 'error' | 'success';
}

export const noStatus: FormStatusValue = { message: '' };

/** A server answer read out: nothing before one, its message as success or as an error after. */
export function statusOfAnswer(answer: { ok: boolean; message: string } | undefined): FormStatusValue {
  if (!answer) return noStatus;
  return answer.ok
    ? { tone: 'success', message: answer.message }
    : { title: 'Error', message: answer.message };
}

export function FormStatus({
  status,
  toastFor,
}: {
  status: FormStatusValue;
  /** The server's answer the status reports: each new one is also shown as a toast. */
  toastFor?: unknown;
}) {
  const t = useT();
  useAnswerToast(toastFor, status, t);
  const className = status.tone === 'success' ? 'form-status form-status-success' : 'form-status';
  return (
    <div className={className} role="alert" aria-atomic="true">
      {status.message && (
        <>
          {status.title && <strong className="form-status-title">{t(status.title)}</strong>}
          <span>{t(status.message)}</span>
        </>
      )}
    </div>
  );
}
