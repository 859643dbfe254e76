// The vendor's staff changes (invite, deactivate, reactivate), the owner's payout onboarding and
// their vendor's contact (email and phone, the fields an owner may change):
// the JSON bodies the staff list, the invite form and the payouts panel post, and the outcome each
// answers. /shop/vendorusers is their route; the console's vendor page hands them the same intents
// (vendorStaffOutcome), so the components and their calls stay together here.
import type { ActionFunctionArgs } from 'react-router';
import { userDeactivated, userInvited, userReactivated } from '@thon/shared/catalog/console-change-messages';
import { vendorSaved } from '@thon/shared/catalog/vendor-console-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import {
  inviteVendorUser,
  setVendorUserActive,
  startVendorPayouts,
  updateVendor,
  type InviteVendorUserRequest,
  type UpdateVendorRequest,
  type VendorUser,
} from '../api/vendor-calls';

export type VendorStaffRequest =
  | { intent: 'invite-vendor-user'; invite: InviteVendorUserRequest }
  | { intent: 'set-vendor-user-active'; vendorId?: string; userId: string; active: boolean }
  | { intent: 'start-vendor-payouts' }
  | { intent: 'update-vendor-contact'; changes: UpdateVendorRequest };

/** `user`: the staff member as the change left them, which their row shows. */
export type VendorStaffOutcome = { ok: true; message: string; user: VendorUser } | Refused;
export type VendorContactSaved = { ok: true; message: string } | Refused;
/** The provider's onboarding link, where the page goes next. */
export type VendorPayoutsStarted = { ok: true; url: string } | Refused;

export const vendorUserName = (user: Pick<VendorUser, 'FirstName' | 'LastName'>) =>
  `${user.FirstName} ${user.LastName}`.trim();

const staffIntents: ReadonlySet<string> = new Set<VendorStaffRequest['intent']>([
  'invite-vendor-user',
  'set-vendor-user-active',
  'start-vendor-payouts',
  'update-vendor-contact',
]);

export function isVendorStaffRequest(body: { intent: string }): body is VendorStaffRequest {
  return staffIntents.has(body.intent);
}

export async function vendorStaffOutcome(body: VendorStaffRequest) {
  switch (body.intent) {
    case 'invite-vendor-user':
      return refusedOr<VendorStaffOutcome>(async () => {
        const user = await inviteVendorUser(body.invite);
        return { ok: true, user, message: userInvited(user.Email) };
      });
    case 'set-vendor-user-active':
      return refusedOr<VendorStaffOutcome>(async () => {
        const user = await setVendorUserActive(body.vendorId, body.userId, body.active);
        const name = vendorUserName(user);
        return {
          ok: true,
          user,
          message: user.Active ? userReactivated(name) : userDeactivated(name),
        };
      });
    case 'start-vendor-payouts':
      return refusedOr<VendorPayoutsStarted>(async () => ({
        ok: true,
        url: await startVendorPayouts(),
      }));
    case 'update-vendor-contact':
      return refusedOr<VendorContactSaved>(async () => ({
        ok: true,
        message: vendorSaved((await updateVendor(body.changes)).Name),
      }));
  }
}

export async function vendorUsersAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as VendorStaffRequest;
  return vendorStaffOutcome(body);
}
