// What one send did for each recipient: sent, skipped (already invited, unsubscribed…) or failed;
// a send may reach a hundred people, so a page of the catalogue's page size at a time.
import { pageSize } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '../../../components/pager';
import type { SendInvitesAnswer } from '../api/share-kit-calls';

export function InviteResults({ answer, kind }: { answer: SendInvitesAnswer; kind: 'email' | 'text' }) {
  const caption = `Results of the ${kind} invitations`;
  const paged = usePagedList(answer.Results, pageSize);
  return (
    <>
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
          {paged.shown.map((result, index) => (
            <tr key={`${result.Recipient}-${index}`}>
              <th scope="row">{result.Recipient}</th>
              <td>{result.Status}</td>
              <td>{result.Message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        label={`${caption}: pages`}
        page={paged.page}
        pageCount={paged.pageCount}
        onPage={paged.setPage}
      />
    </>
  );
}
