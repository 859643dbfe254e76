// Emails the emulator received, in the order the outbox gives them (newest first), with the
// headers a recipient's mail program acts on (Reply-To, List-Unsubscribe) when the email has them.
import type { OutboxEmail } from '../api/get-outbox';
import { SentAt } from './sent-at';

/** Optional headers; read whether or not the outbox schema of this build declares them. */
interface EmailHeaders {
  replyTo?: unknown;
  listUnsubscribe?: unknown;
}

const headerText = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value !== '') return value;
  if (Array.isArray(value) && value.length > 0) return value.map(String).join(', ');
  return undefined;
};

export function EmailList({ emails }: { emails: readonly OutboxEmail[] }) {
  if (emails.length === 0) return <p className="empty-state">No email has been sent yet.</p>;
  return (
    <ol className="message-list">
      {emails.map((email) => {
        const headers = email as OutboxEmail & EmailHeaders;
        const replyTo = headerText(headers.replyTo);
        const listUnsubscribe = headerText(headers.listUnsubscribe);
        return (
          <li key={email.id}>
            <article className="message" aria-labelledby={`email-${email.id}`}>
              <h3 id={`email-${email.id}`}>{email.subject || '(no subject)'}</h3>
              <dl className="message-meta">
                <dt>From</dt>
                <dd>{email.from}</dd>
                <dt>To</dt>
                <dd>{email.to.join(', ')}</dd>
                {replyTo && (
                  <>
                    <dt>Reply-To</dt>
                    <dd>{replyTo}</dd>
                  </>
                )}
                {listUnsubscribe && (
                  <>
                    <dt>List-Unsubscribe</dt>
                    <dd>{listUnsubscribe}</dd>
                  </>
                )}
                <dt>Sent</dt>
                <dd>
                  <SentAt iso={email.sentAt} />
                </dd>
              </dl>
              <details>
                <summary>Text body</summary>
                <pre className="message-body">{email.text}</pre>
              </details>
              {email.html !== undefined && (
                <details>
                  <summary>HTML body</summary>
                  {/* An empty sandbox: the email's HTML renders but cannot run scripts or reach the app. */}
                  <iframe
                    className="message-html"
                    sandbox=""
                    srcDoc={email.html}
                    title={`HTML body: ${email.subject}`}
                  />
                </details>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
