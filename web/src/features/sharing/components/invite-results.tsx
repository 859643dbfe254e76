// What one send did for each recipient: sent, skipped (already invited, unsubscribed…) or failed.
import type { SendInvitesAnswer } from '../api/share-kit-calls';

export function InviteResults({ answer, kind }: { answer: SendInvitesAnswer; kind: 'email' | 'text' }) {
  const caption = `Results of the ${kind} invitations`;
  return (
    <table className="data-table" aria-label={caption}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Recipient</th>
          <th scope="col">Result</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {answer.Results.map((result, index) => (
          <tr key={`${result.Recipient}-${index}`}>
            <th scope="row">{result.Recipient}</th>
            <td>{result.Status}</td>
            <td>{result.Message ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
