// Ready dependencies of CreateVendor and InviteVendorUser: the table's with SES and the web origin
// (the new staff member's set-password link is emailed).
import { passwordResetStore } from '../data/stores/users';
import type { VendorPorts } from '../domain/vendors/ports';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { environmentSite } from '../platform/site';
import { vendorDeps } from './vendors';

export const vendorInviteDeps = {
  ...vendorDeps,
  links: { clock: systemClock, resets: passwordResetStore, mailer: sesMailer, site: environmentSite },
} satisfies Omit<VendorPorts, 'payments' | 'webOrigin'>;
