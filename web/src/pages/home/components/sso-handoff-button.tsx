// For super admins: open the other host (admin ↔ main) signed in as the same user, through a
// one-time code the other host exchanges at /sso. The code is asked for through the account
// page's action (a fetcher); the page then leaves for the other site.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { isAdminHost } from '../../../lib/admin-host';
import type { HandoffCreated, MyAccountActionRequest } from '../routes/my-account-actions';

const handoffFailed = 'The other site could not be opened. Please try again.';

/** Only an address of the other site's /sso page is followed. */
function isHandoffUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/sso';
  } catch {
    return false;
  }
}

export function SsoHandoffButton() {
  const target = isAdminHost() ? 'main' : 'admin';
  const fetcher = useFetcher<HandoffCreated>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const url = answer?.ok && isHandoffUrl(answer.url) ? answer.url : undefined;
  const status = !answer || url ? '' : answer.ok ? handoffFailed : (answer.message ?? handoffFailed);

  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  const request: MyAccountActionRequest = { intent: 'sso-handoff', target };
  return (
    <>
      <button
        type="button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void fetcher.submit(request, { method: 'post', encType: 'application/json' });
        }}
      >
        {target === 'admin' ? 'Open admin site' : 'Open main site'}
      </button>
      <p className="form-status" role="alert" aria-atomic="true">
        {status}
      </p>
    </>
  );
}
