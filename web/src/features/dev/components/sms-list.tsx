// Text messages the emulator received, in the order the outbox gives them (newest first).
import type { OutboxSms } from '../api/get-outbox';
import { SentAt } from './sent-at';

export function SmsList({ messages }: { messages: readonly OutboxSms[] }) {
  if (messages.length === 0) return <p className="empty-state">No SMS has been sent yet.</p>;
  return (
    <ol className="message-list">
      {messages.map((sms) => (
        <li key={sms.id}>
          <article className="message" aria-label={`SMS to ${sms.phoneNumber}`}>
            <dl className="message-meta">
              <dt>To</dt>
              <dd>{sms.phoneNumber}</dd>
              <dt>Sent</dt>
              <dd>
                <SentAt iso={sms.sentAt} />
              </dd>
            </dl>
            <p className="message-body">{sms.message}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
