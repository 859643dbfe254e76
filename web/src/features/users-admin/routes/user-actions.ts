// The console's user route actions: invite (then the list, searched for the invited email), role
// and franchise, deactivate and reactivate, reset link. Components post here through fetchers;
// the API's refusal (the last active super admin kept, an email in use) comes back as an outcome
// the component shows in its status line and a toast.
import { redirect, type ActionFunctionArgs } from 'react-router';
import {
  resetLinkSent,
  userDeactivated,
  userInvited,
  userReactivated,
  userRoleSaved,
} from '@thon/shared/catalog/console-change-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { showToast } from '../../../lib/show-toast';
import {
  inviteUser,
  sendResetLink,
  setUserActive,
  setUserRole,
  type AdminUser,
  type InviteUserRequest,
  type SetUserRoleRequest,
} from '../api/user-calls';

export type UserActionRequest =
  | { intent: 'invite'; invite: InviteUserRequest }
  | { intent: 'set-role'; change: SetUserRoleRequest }
  | { intent: 'set-active'; userId: string; active: boolean }
  | { intent: 'send-reset-link'; user: Pick<AdminUser, 'UserId' | 'Email'> };

/** `user`: the user as the change left them, which their card shows (the list is not reloaded). */
export type UserOutcome = { ok: true; message: string; user?: AdminUser } | Refused;

export const fullName = (user: Pick<AdminUser, 'FirstName' | 'LastName'>) =>
  `${user.FirstName} ${user.LastName}`;

export async function userAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as UserActionRequest;
  switch (body.intent) {
    case 'invite':
      return refusedOr<Response>(async () => {
        const invited = await inviteUser(body.invite);
        // The invite page goes away with the redirect, so the toast is the confirmation.
        showToast('success', userInvited(invited.Email));
        return redirect(`/admin/users?by=Email&q=${encodeURIComponent(invited.Email)}`);
      });
    case 'set-role':
      return refusedOr<UserOutcome>(async () => {
        const user = await setUserRole(body.change);
        return { ok: true, message: userRoleSaved(fullName(user)), user };
      });
    case 'set-active':
      return refusedOr<UserOutcome>(async () => {
        const user = await setUserActive(body.userId, body.active);
        return {
          ok: true,
          message: user.Active ? userReactivated(fullName(user)) : userDeactivated(fullName(user)),
          user,
        };
      });
    case 'send-reset-link':
      return refusedOr<UserOutcome>(async () => {
        await sendResetLink(body.user.UserId);
        return { ok: true, message: resetLinkSent(body.user.Email) };
      });
  }
}
