// One user in the console's list: who they are, and the changes the viewer may make: role and
// franchise together (super admins), deactivate or reactivate, send a reset link. Each change is
// posted to the users route action and confirmed (status line and toast); a refusal, such as the
// last active super admin kept, shows the API's message.
import { useId, useState } from 'react';
import { setUserRoleRequestSchema, franchiseRoles } from '@thon/shared/api/schemas/users-admin';
import { applicationRoleNames, roles, type Role } from '@thon/shared/auth/roles';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { franchiseNameOf, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { AdminUser } from '../api/user-calls';
import { fullName, type UserActionRequest, type UserOutcome } from '../routes/user-actions';

interface UserCardProps {
  user: AdminUser;
  franchises: readonly FranchiseChoice[];
  /** Super admins change roles and franchises (SetUserRole is theirs alone). */
  canChangeRole: boolean;
  /** Whether the viewer may deactivate this user and send them a reset link. */
  canManage: boolean;
}

function RoleForm({
  user,
  franchises,
  busy,
  submit,
  say,
}: {
  user: AdminUser;
  franchises: readonly FranchiseChoice[];
  busy: boolean;
  submit: (request: UserActionRequest) => unknown;
  say: (status: FormStatusValue) => void;
}) {
  const [role, setRole] = useState<Role>(user.Role);
  const [franchiseId, setFranchiseId] = useState(user.FranchiseId ?? '');
  const roleId = useId();
  const franchiseSelectId = useId();
  const save = () => {
    if (busy) return;
    const change = { UserId: user.UserId, Role: role, ...(franchiseId ? { FranchiseId: franchiseId } : {}) };
    // The API's own rule (a franchisee role needs its franchise, no other has one), said at once.
    const checked = setUserRoleRequestSchema.safeParse(change);
    if (!checked.success) {
      say({ title: 'Error', message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    submit({ intent: 'set-role', change: checked.data });
  };
  return (
    <div className="admin-toolbar">
      <div className="field">
        <label htmlFor={roleId}>Role</label>
        <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {roles.map((candidate) => (
            <option key={candidate} value={candidate}>
              {applicationRoleNames[candidate]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={franchiseSelectId}>Franchise</label>
        <select
          id={franchiseSelectId}
          value={franchiseId}
          onChange={(event) => setFranchiseId(event.target.value)}
        >
          <option value="">None</option>
          {franchises.map((franchise) => (
            <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
              {franchise.Name}
            </option>
          ))}
        </select>
      </div>
      <p>
        <button type="button" className="button-secondary" aria-disabled={busy} onClick={save}>
          Save role
        </button>
      </p>
    </div>
  );
}

export function UserCard({ user: loaded, franchises, canChangeRole, canManage }: UserCardProps) {
  const { busy, answer, note, say, submit } = useActionFetcher<UserOutcome>();
  // The user as the last change left them: the list is not reloaded after a change (a reload
  // would drop the pages shown after the first), so the card shows the API's answer. A newly
  // loaded user (another search) starts again from what was loaded.
  const [latest, setLatest] = useState({ loaded, user: loaded, seen: answer });
  if (latest.loaded !== loaded) {
    setLatest({ loaded, user: loaded, seen: answer });
  } else if (answer !== latest.seen) {
    setLatest({ ...latest, user: answer?.ok && answer.user ? answer.user : latest.user, seen: answer });
  }
  const user = latest.loaded === loaded ? latest.user : loaded;
  const name = fullName(user);
  const post = (request: UserActionRequest) => {
    if (!busy) void submit(request);
  };
  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });
  return (
    <li className="card">
      <h2>{name}</h2>
      <dl className="stat-list">
        <div>
          <dt>Username</dt>
          <dd>{user.Username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.Email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{applicationRoleNames[user.Role]}</dd>
        </div>
        {franchiseRoles.includes(user.Role) && user.FranchiseId && (
          <div>
            <dt>Franchise</dt>
            <dd>{franchiseNameOf(franchises, user.FranchiseId)}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>{user.Active ? 'Active' : 'Deactivated'}</dd>
        </div>
      </dl>
      {canChangeRole && (
        // Keyed by the saved role: a reloaded list shows the role as saved.
        <RoleForm
          key={`${user.Role}:${user.FranchiseId ?? ''}`}
          user={user}
          franchises={franchises}
          busy={busy}
          submit={post}
          say={say}
        />
      )}
      {canManage && (
        <p className="admin-toolbar">
          <button
            type="button"
            className="button-secondary"
            aria-disabled={busy}
            onClick={() => post({ intent: 'set-active', userId: user.UserId, active: !user.Active })}
          >
            {user.Active ? `Deactivate ${name}` : `Reactivate ${name}`}
          </button>
          <button
            type="button"
            className="button-secondary"
            aria-disabled={busy}
            onClick={() =>
              post({ intent: 'send-reset-link', user: { UserId: user.UserId, Email: user.Email } })
            }
          >
            {`Send ${name} a reset link`}
          </button>
        </p>
      )}
      <FormStatus status={status} toastFor={note ? undefined : answer} />
    </li>
  );
}
