// A Thon's test mark: a switch while the Thon is a draft (SetThonTest, confirmed by a toast, a
// refusal showing the API's message); once live the mark is shown read-only with the reason, since
// real money must never move between test mode and live mode.
import { useId } from 'react';
import { thonTestMarkLocked } from '@thon/shared/catalog/messages';
import { FormStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { ConsoleThon } from '../api/console-thon-calls';
import type { ConsoleThonPageOutcome, ConsoleThonPageRequest } from '../routes/console-thon-page-actions';
import { outcomeStatus } from './outcome-status';

export function TestMarkControl({ row }: { row: ConsoleThon }) {
  const { busy, answer, note, submit } = useActionFetcher<ConsoleThonPageOutcome>();
  const id = useId();
  if (row.Status !== 'draft') {
    return (
      <section aria-labelledby={id}>
        <h2 id={id}>Test Thon</h2>
        <p>{row.IsTest ? 'This is a test Thon.' : 'This is a real Thon.'}</p>
        <p className="muted">{thonTestMarkLocked}</p>
      </section>
    );
  }
  const toggle = () => {
    if (busy) return;
    const request: ConsoleThonPageRequest = {
      intent: 'set-test',
      eventId: row.EventId,
      thon: row.Name,
      isTest: !row.IsTest,
    };
    void submit(request);
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Test Thon</h2>
      <p>A test Thon takes test-mode payments and keeps its invitations in its outbox.</p>
      <button type="button" role="switch" aria-checked={row.IsTest} aria-disabled={busy} onClick={toggle}>
        Test Thon: {row.IsTest ? 'on' : 'off'}
      </button>
      <FormStatus status={outcomeStatus(note, answer)} toastFor={answer} />
    </section>
  );
}
