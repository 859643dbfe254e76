// Ready dependencies of StartVendorPayouts and GetVendor (which refreshes the payout account's
// status): the table's with the payment provider and the web origin onboarding returns to.
import type { VendorPorts } from '../domain/vendors/ports';
import { paymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';
import { vendorDeps } from './vendors';

export const vendorPayoutDeps = {
  ...vendorDeps,
  payments: paymentProvider,
  webOrigin: settingsPledgeLinks.webOrigin,
} satisfies Omit<VendorPorts, 'links'>;
