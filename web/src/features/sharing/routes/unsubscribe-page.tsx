// /unsubscribe#t=<token>: the invitation email's link. The token comes in the fragment
// (never sent to a server with the page request, so no access log holds it); the page keeps it in
// this tab and replaces the address without it, as the pledge manage page does. One click on
// "Unsubscribe" stops every invitation and reminder to the address (POST Unsubscribe?Token=…).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { unsubscribeLinkInvalid } from '@thon/shared/catalog/sharing-messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form-status';
import { ApiError } from '../../../lib/api-client';
import { unsubscribe } from '../api/share-kit-calls';
import { showToast } from '../../../lib/show-toast';

const storageKey = 'thon.unsubscribe-token';
let memory = '';

function tokenOfFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim() ?? '';
}

function keepToken(token: string) {
  memory = token;
  try {
    sessionStorage.setItem(storageKey, token);
  } catch {
    // Storage refused (private mode): the token stays in memory until the page is reloaded.
  }
}

function keptToken(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? memory;
  } catch {
    return memory;
  }
}

export function UnsubscribePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = tokenOfFragment(location.hash);
  const [token] = useState(() => fromLink || keptToken());
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [status, setStatus] = useState<FormStatusValue>(noStatus);

  useEffect(() => {
    if (location.hash === '') return;
    if (fromLink) keepToken(fromLink);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, location.hash, location.pathname, location.search, navigate]);

  async function onUnsubscribe() {
    if (busy) return;
    setBusy(true);
    setStatus(noStatus);
    try {
      const answer = await unsubscribe(token);
      setDone(answer.Message);
      showToast('success', answer.Message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setStatus({ message: error.message });
      showToast('error', error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <title>Unsubscribe · Thon</title>
      <h1>Unsubscribe from invitations</h1>
      {!token ? (
        <p role="alert">{unsubscribeLinkInvalid}</p>
      ) : done ? (
        <p role="status">{done}</p>
      ) : (
        <>
          <p>
            Someone invited you to support a participant on Thon. Unsubscribe, and this address will get no
            more invitations or reminders from anyone on Thon.
          </p>
          <p>
            <button type="button" aria-disabled={busy} onClick={() => void onUnsubscribe()}>
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </p>
          <FormStatus status={status} />
        </>
      )}
    </>
  );
}
