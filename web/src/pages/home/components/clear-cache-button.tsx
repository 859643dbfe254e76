// For super admins: refresh what donors see everywhere at once (event pages, student pages,
// reference lists) instead of waiting for the cached copies to expire. Posts to the account
// page's action through a fetcher; the outcome is said below the button and in a toast.
import { useFetcher } from 'react-router';
import { useAnswerToast } from '@/components/form/use-answer-toast';
import type { CacheCleared, MyAccountActionRequest } from '../routes/my-account-actions';

const clearFailed = 'The caches could not be cleared. Please try again.';

function statusOf(answer: CacheCleared | undefined): string {
  if (!answer) return '';
  if (!answer.ok) return answer.message ?? clearFailed;
  return answer.invalidated ? `Caches cleared. ${answer.note}` : answer.note;
}

export function ClearCacheButton() {
  const fetcher = useFetcher<CacheCleared>();
  const busy = fetcher.state !== 'idle';
  const request: MyAccountActionRequest = { intent: 'clear-cache' };
  const answer = busy ? undefined : fetcher.data;
  useAnswerToast(answer, { message: statusOf(answer), tone: answer?.ok ? 'success' : 'error' }, (text) => text);

  return (
    <>
      <button
        type="button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void fetcher.submit(request, { method: 'post', encType: 'application/json' });
        }}
      >
        {busy ? 'Clearing…' : 'Clear public caches'}
      </button>
      <p className="form-status" role="status" aria-atomic="true">
        {statusOf(answer)}
      </p>
    </>
  );
}
