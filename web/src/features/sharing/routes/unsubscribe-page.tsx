// /unsubscribe#t=<token>: the invitation email's link. The token comes in the fragment
// (never sent to a server with the page request, so no access log holds it); the page keeps it in
// this tab and replaces the address without it, as the pledge manage page does. One click on
// "Unsubscribe" stops every invitation and reminder to the address (POST Unsubscribe?Token=…),
// posted through the page's route action (unsubscribe-actions.ts).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { unsubscribeLinkInvalid } from '@thon/shared/catalog/sharing-messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { useAnswerToast } from '@/components/form/use-answer-toast';
import type { UnsubscribeRequest, Unsubscribed } from './unsubscribe-actions';

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
  const { busy, answer, submit } = useActionFetcher<Unsubscribed>();
  const done = answer?.ok ? answer.message : '';
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success', message: answer.message }
      : { message: answer.message };
  useAnswerToast(answer, status, (message) => message);

  useEffect(() => {
    if (location.hash === '') return;
    if (fromLink) keepToken(fromLink);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, location.hash, location.pathname, location.search, navigate]);

  function onUnsubscribe() {
    if (busy) return;
    const request: UnsubscribeRequest = { intent: 'unsubscribe', token };
    void submit(request);
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
            <button type="button" aria-disabled={busy} onClick={onUnsubscribe}>
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </p>
          <FormStatus status={status} />
        </>
      )}
    </>
  );
}
