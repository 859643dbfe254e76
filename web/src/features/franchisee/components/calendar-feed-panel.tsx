// The calendar feed: a secret address a phone's calendar subscribes to. The address is shown only
// when it is made (the server keeps only its hash), with a copy button; revoking asks first.
import { useState } from 'react';
import { feedAddressCopied, feedAddressNotCopied } from '@thon/shared/catalog/franchisee-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { CalendarFeedOutcome, CalendarFeedRequest } from '../routes/calendar-actions';

export function CalendarFeedPanel({
  franchiseId,
  feedCreatedAt,
  canManage,
}: {
  franchiseId?: string;
  /** When the franchise's active feed was made; null when it has none. */
  feedCreatedAt: string | null;
  /** Franchisee users and super admins manage the feed; a team leader only reads the calendar. */
  canManage: boolean;
}) {
  const { busy, answer, submit } = useActionFetcher<CalendarFeedOutcome>();
  const [asking, setAsking] = useState<{ answer: CalendarFeedOutcome | undefined } | null>(null);
  const [copied, setCopied] = useState<FormStatusValue | null>(null);
  const revoking = asking !== null && (busy || answer === asking.answer);
  const feedUrl = answer?.ok ? answer.feedUrl : undefined;
  const owner = franchiseId ? { franchiseId } : {};

  const status: FormStatusValue =
    copied ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ tone: 'success', message: feedAddressCopied });
    } catch {
      setCopied({ title: 'Error', message: feedAddressNotCopied });
    }
  };

  if (!canManage) return null;
  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading">Subscribe from your phone</h2>
      <p>
        A calendar feed puts these Thons in your phone's calendar and keeps them up to date. Its address is a
        secret: anyone who has it can read the calendar, until you revoke it.
      </p>
      {feedUrl ? (
        <>
          <label htmlFor="feed-url">Feed address (shown once: copy it now)</label>
          <input
            id="feed-url"
            className="feed-url"
            readOnly
            value={feedUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : feedCreatedAt ? (
        <p>
          A feed is active since {new Date(feedCreatedAt).toLocaleDateString('en-US')}. Its address was shown
          when it was made; make a new one to see an address again (the old one stops working).
        </p>
      ) : (
        <p>No feed yet.</p>
      )}
      <div className="feed-actions">
        {feedUrl && (
          <button type="button" onClick={() => void copy(feedUrl)}>
            Copy address
          </button>
        )}
        <button
          type="button"
          className={feedUrl ? 'button-secondary' : undefined}
          disabled={busy}
          onClick={() => {
            setCopied(null);
            const request: CalendarFeedRequest = {
              intent: 'create-feed',
              ...owner,
              replacing: feedCreatedAt !== null,
            };
            void submit(request);
          }}
        >
          {feedCreatedAt ? 'Make a new feed address' : 'Make a feed address'}
        </button>
        {feedCreatedAt && (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setCopied(null);
              setAsking({ answer });
            }}
          >
            Revoke the feed
          </button>
        )}
      </div>
      <FormStatus status={status} toastFor={copied ?? answer} />
      {revoking && (
        <ConfirmDialog
          question="Revoke the calendar feed?"
          details="Calendars subscribed to it stop receiving these Thons."
          confirmLabel="Yes, revoke it"
          busyLabel="Revoking…"
          busy={busy}
          onConfirm={() => {
            const request: CalendarFeedRequest = { intent: 'revoke-feed', ...owner };
            void submit(request);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
