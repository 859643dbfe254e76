// Dev only: every email and SMS the local emulator received, so a person can see what donors,
// parents and staff would get.
import { useLoaderData, useRevalidator } from 'react-router';
import { EmailList } from '../components/email-list';
import { SmsList } from '../components/sms-list';
import type { outboxLoader } from './outbox-loader';

export function OutboxPage() {
  const outbox = useLoaderData<typeof outboxLoader>();
  const revalidator = useRevalidator();
  const refreshing = revalidator.state === 'loading';

  return (
    <>
      <title>Outbox · Thon (dev)</title>
      <h1>Local outbox</h1>
      <p>Email and SMS the local emulator received, newest first. Nothing here left this machine.</p>
      <div className="toolbar">
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-refresh. */}
        <button
          type="button"
          aria-disabled={refreshing}
          onClick={() => {
            if (!refreshing) void revalidator.revalidate();
          }}
        >
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        <p className="toolbar-status" role="status">
          {refreshing ? 'Refreshing the outbox…' : `${outbox.emails.length} email, ${outbox.sms.length} SMS.`}
        </p>
      </div>
      <section aria-labelledby="outbox-email-heading" aria-busy={refreshing}>
        <h2 id="outbox-email-heading">Email</h2>
        <EmailList emails={outbox.emails} />
      </section>
      <section aria-labelledby="outbox-sms-heading" aria-busy={refreshing}>
        <h2 id="outbox-sms-heading">SMS</h2>
        <SmsList messages={outbox.sms} />
      </section>
    </>
  );
}
