// Ready dependencies of the vendor use cases: the table, the payment provider (the vendor's payout
// account), SES with the web origin (a staff invitation's set-password link, onboarding's return).
import { franchiseExists, vendorCallerReads, vendorStore } from '../data/stores/vendors';
import { passwordResetStore, sessionRevocation } from '../data/stores/users';
import type { VendorPorts } from '../domain/vendors/ports';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { randomIds } from '../platform/ids';
import { paymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';
import { environmentSite } from '../platform/site';

export const vendorDeps = {
  vendors: vendorStore,
  franchiseExists,
  callers: vendorCallerReads,
  sessions: sessionRevocation,
  links: { clock: systemClock, resets: passwordResetStore, mailer: sesMailer, site: environmentSite },
  payments: paymentProvider,
  webOrigin: settingsPledgeLinks.webOrigin,
  ids: randomIds,
  clock: systemClock,
} satisfies VendorPorts;
