// The teacher's consent to show their class page to parents and donors (Session flag
// IsTeacherPageOptedIn), saved as soon as the box changes: the change posts to the class page's
// action through a fetcher, and the box shows the choice being saved, then the saved one.
import { useFetcher } from 'react-router';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useSignedInSession } from '../../../lib/session-route';
import type { OptInSaved, TeacherActionRequest } from './teacher-actions';

export function TeacherPageOptIn() {
  const session = useSignedInSession();
  const fetcher = useFetcher<OptInSaved>();
  const saving = fetcher.state !== 'idle';
  const pending = (fetcher.json as TeacherActionRequest | undefined) ?? undefined;
  const answer = saving ? undefined : fetcher.data;
  const saved = answer?.ok ? answer.optedIn : session.IsTeacherPageOptedIn;
  const optedIn = saving && pending?.intent === 'teacher-page-opt-in' ? pending.optedIn : saved;
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? {
          tone: 'success',
          message: answer.optedIn
            ? 'Your class page is shown to parents and donors.'
            : 'Your class page is hidden from parents and donors.',
        }
      : { message: answer.message };

  const change = (next: boolean) => {
    const request: TeacherActionRequest = { intent: 'teacher-page-opt-in', optedIn: next };
    void fetcher.submit(request, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="field checkbox-field" aria-busy={saving}>
      <label>
        <input
          type="checkbox"
          checked={optedIn}
          disabled={saving}
          onChange={(event) => change(event.target.checked)}
        />{' '}
        Show my class page to parents and donors
      </label>
      <FormStatus status={status} toastFor={answer} />
    </div>
  );
}
