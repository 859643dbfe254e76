// One manage-page control's submission: its fetcher, and the answer said in its status line and
// a toast (success: the catalogue's words for it; refusal: the API's message).
import { useEffect } from 'react';
import { pledgeCancelled, pledgeConfirmed, pledgeUpdated } from '@thon/shared/catalog/messages';
import { noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { ManageOutcome, ManageRequest } from '../routes/manage-data';
import { showToast } from '../../../lib/show-toast';

const done: Record<ManageRequest['intent'], string> = {
  update: pledgeUpdated,
  cancel: pledgeCancelled,
  confirm: pledgeConfirmed,
};

export function useManageFetcher() {
  const { busy, answer, note, say, submit } = useActionFetcher<ManageOutcome>();
  useEffect(() => {
    if (answer) showToast(answer.ok ? 'success' : 'error', answer.ok ? done[answer.intent] : answer.message);
  }, [answer]);
  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { message: done[answer.intent], tone: 'success' }
        : { title: 'Not saved', message: answer.message, tone: 'error' });
  return {
    busy,
    status,
    say,
    answer,
    submit: (request: ManageRequest) => submit(request as unknown as Parameters<typeof submit>[0]),
  };
}
