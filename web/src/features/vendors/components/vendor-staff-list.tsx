// A vendor's users: name, email, whether they are the owner, whether they are active. The owner
// (and a super admin) deactivates or reactivates each one but the owner's own account (the API
// refuses that too: a vendor keeps its owner). Each change posts to the page's route action and is
// confirmed in the row's status line and a toast; a refusal shows the API's message.
import { useState } from 'react';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { VendorUser } from '../api/vendor-calls';
import {
  vendorUserName,
  type VendorStaffOutcome,
  type VendorStaffRequest,
} from '../routes/vendor-users-actions';

interface VendorStaffListProps {
  users: readonly VendorUser[];
  canManage: boolean;
  /** The viewer, who never deactivates themselves. */
  viewerId: string;
  /** The vendor a super admin named; none for the vendor's own users. */
  vendorId?: string | undefined;
}

export function VendorStaffList({ users, canManage, viewerId, vendorId }: VendorStaffListProps) {
  return (
    <section aria-labelledby="vendor-users-heading">
      <h2 id="vendor-users-heading">Users</h2>
      {users.length === 0 ? (
        <p>This vendor has no users yet.</p>
      ) : (
        <ul className="card-list" aria-label="Vendor users">
          {users.map((user) => (
            <VendorStaffRow
              key={user.UserId}
              user={user}
              canChange={canManage && !user.IsOwner && user.UserId !== viewerId}
              vendorId={vendorId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function VendorStaffRow({
  user: loaded,
  canChange,
  vendorId,
}: {
  user: VendorUser;
  canChange: boolean;
  vendorId: string | undefined;
}) {
  const { busy, answer, submit } = useActionFetcher<VendorStaffOutcome>();
  // The row shows the user as the last change left them (the API's answer), until the page's
  // list is loaded again and hands it a new one.
  const [latest, setLatest] = useState({ loaded, user: loaded, seen: answer });
  if (latest.loaded !== loaded) {
    setLatest({ loaded, user: loaded, seen: answer });
  } else if (answer !== latest.seen) {
    setLatest({ ...latest, user: answer?.ok ? answer.user : latest.user, seen: answer });
  }
  const user = latest.loaded === loaded ? latest.user : loaded;
  const name = vendorUserName(user);
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success', message: answer.message }
      : { title: 'Error', message: answer.message };
  const toggle = () => {
    if (busy) return;
    const request: VendorStaffRequest = {
      intent: 'set-vendor-user-active',
      ...(vendorId ? { vendorId } : {}),
      userId: user.UserId,
      active: !user.Active,
    };
    void submit(request);
  };
  return (
    <li className="card">
      <h3>{name}</h3>
      <dl className="stat-list">
        <div>
          <dt>Email</dt>
          <dd>{user.Email}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{user.IsOwner ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{user.Active ? 'Active' : 'Deactivated'}</dd>
        </div>
      </dl>
      {canChange && (
        <p>
          <button type="button" className="button-secondary" aria-disabled={busy} onClick={toggle}>
            {user.Active ? `Deactivate ${name}` : `Reactivate ${name}`}
          </button>
        </p>
      )}
      <FormStatus status={status} toastFor={answer} />
    </li>
  );
}
