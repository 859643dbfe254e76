// POST /api/pledges/StartPayoutOnboarding/{eventId} — the organization's payout account onboarding link (see domain/pledges/payout-account.ts).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { payoutOnboardingDeps } from '../../composition/pledge-settings';
import { api } from '../../platform/http-api';
import { startPayoutOnboarding } from '../../domain/pledges/payout-account';

export const handler = api(pledgeRoutes.startPayoutOnboarding).handler(({ caller, path }) =>
  startPayoutOnboarding(payoutOnboardingDeps, caller, path.eventId),
);
