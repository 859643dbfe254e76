// For super admins: refresh what donors see everywhere at once (event pages, student pages,
// reference lists) instead of waiting for the cached copies to expire.
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearCache } from '../api/clear-cache';

const clearFailed = 'The caches could not be cleared. Please try again.';

export function ClearCacheButton() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function clear() {
    if (busy) return;
    setBusy(true);
    setStatus('');
    try {
      const answer = await clearCache();
      setStatus(answer.Invalidated ? `Caches cleared. ${answer.Note}` : answer.Note);
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : clearFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" aria-disabled={busy} onClick={() => void clear()}>
        {busy ? 'Clearing…' : 'Clear public caches'}
      </button>
      <p className="form-status" role="status" aria-atomic="true">
        {status}
      </p>
    </>
  );
}
