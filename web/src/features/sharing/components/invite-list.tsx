// Everyone invited for the participant so far, newest first as the API gives them, with the
// invitation's state (Sent, Bounced…) and when it went out in the viewer's time zone; a page of the
// catalogue's page size at a time (a family may invite a hundred people).
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import { pageSize } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '../../../components/pager';
import { browserTimeZone } from '../../../lib/time-zone';
import type { Invite } from '../api/share-kit-calls';

const channelLabel = { Email: 'Email', Sms: 'Text' } as const;

function sentAt(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatDisplayDateTime(instant, browserTimeZone());
}

export function InviteList({ invites }: { invites: readonly Invite[] }) {
  const paged = usePagedList(invites, pageSize);
  if (invites.length === 0) return <p className="empty-state">No one has been invited yet.</p>;
  return (
    <>
      <div className="table-scroll" role="region" aria-label="Invite list" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Recipient</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {paged.shown.map((invite, index) => (
              <tr key={`${invite.Channel}-${invite.Recipient}-${index}`}>
                <td>{channelLabel[invite.Channel]}</td>
                <th scope="row">{invite.Recipient}</th>
                <td>{invite.Status}</td>
                <td>{sentAt(invite.SentAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label="Invite list pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
    </>
  );
}
