// For super admins: open the other host (admin ↔ main) signed in as the same user, through a
// one-time code the other host exchanges at /sso.
import { useState } from 'react';
import { isAdminHost } from '../../../lib/admin-host';
import { ApiError } from '../../../lib/api-client';
import { createSsoHandoff } from '../api/create-sso-handoff';

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
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function open() {
    if (busy) return;
    setBusy(true);
    setStatus('');
    try {
      const { Url } = await createSsoHandoff(target);
      if (!isHandoffUrl(Url)) throw new Error('Unexpected hand-off address');
      window.location.assign(Url);
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : handoffFailed);
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" aria-disabled={busy} onClick={() => void open()}>
        {target === 'admin' ? 'Open admin site' : 'Open main site'}
      </button>
      <p className="form-status" role="alert" aria-atomic="true">
        {status}
      </p>
    </>
  );
}
