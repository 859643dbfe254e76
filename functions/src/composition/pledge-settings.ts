// Ready deps for an organizer's pledge settings and payout onboarding: the table and the payment
// provider (the account's status, its creation and onboarding link) and the web origin
// onboarding returns to. No SES, SQS nor CloudFront.
import type { PayoutOnboardingDeps } from '../domain/pledges/payout-account';
import type { PledgeSettingsDeps } from '../domain/pledges/pledge-settings';
import { pledgeSettingsStore, thonReads } from '../data/stores/pledges';
import { paymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';

export const pledgeSettingsDeps: PledgeSettingsDeps = {
  thons: thonReads,
  payments: paymentProvider,
  settings: pledgeSettingsStore,
};

export const payoutOnboardingDeps: PayoutOnboardingDeps = {
  ...pledgeSettingsDeps,
  links: settingsPledgeLinks,
};
