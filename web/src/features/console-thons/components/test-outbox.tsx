// A test Thon's outbox: what its invitations and reminders would have sent (never sent), newest
// first as the API answers: recipient, channel, the subject and the start of the text, and when.
import type { TestOutbox } from '../api/thon-staff-calls';

/** Characters of a message's text shown: enough to recognise it. */
const previewLength = 140;

const preview = (text: string) => (text.length > previewLength ? `${text.slice(0, previewLength)}…` : text);

export function TestOutboxList({ outbox }: { outbox: TestOutbox }) {
  return (
    <section aria-labelledby="thon-outbox-heading">
      <h2 id="thon-outbox-heading">Test outbox</h2>
      {outbox.Messages.length === 0 ? (
        <p>Nothing was sent from this test Thon yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Messages kept instead of sent</caption>
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">Channel</th>
                <th scope="col">Message</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {outbox.Messages.map((message) => (
                <tr key={message.MessageId}>
                  <th scope="row">{message.To}</th>
                  <td>{message.Channel === 'Sms' ? 'Text message' : 'Email'}</td>
                  <td>
                    {message.Subject && <strong>{message.Subject}</strong>}
                    {message.Subject && <br />}
                    {preview(message.Text)}
                  </td>
                  <td>
                    <time dateTime={message.SentAt}>{new Date(message.SentAt).toLocaleString()}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
