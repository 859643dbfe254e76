// Ready deps for an organizer's pledge settings and payout onboarding: the table and the payment
// provider (the account's status, its creation and onboarding link), the web origin onboarding
// returns to, and the clock and ids of a change's audit entry. No SES, SQS nor CloudFront.
import { franchiseStore } from '../data/stores/franchises';
import type { PayoutOnboardingDeps } from '../domain/pledges/payout-account';
import type { PledgeSettingsDeps } from '../domain/pledges/pledge-settings';
import { pledgeSettingsStore, thonReads } from '../data/stores/pledges';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { paymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';

export const pledgeSettingsDeps: PledgeSettingsDeps = {
  thons: thonReads,
  franchises: franchiseStore,
  payments: paymentProvider,
  settings: pledgeSettingsStore,
  clock: systemClock,
  ids: randomIds,
};

export const payoutOnboardingDeps: PayoutOnboardingDeps = {
  ...pledgeSettingsDeps,
  links: settingsPledgeLinks,
};
