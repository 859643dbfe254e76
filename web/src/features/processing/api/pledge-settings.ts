// The Thon's pledge settings and its organization's payout account: GetPledgeSettings,
// UpdatePledgeSettings and StartPayoutOnboarding (the provider's onboarding link).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type { z } from 'zod';
import type { updatePledgeSettingsRequestSchema } from '@thon/shared/api/schemas/pledges';
import { callApi } from '@/lib/api-client';

export type PledgeSettingsChanges = z.input<typeof updatePledgeSettingsRequestSchema>;

export function loadPledgeSettings(eventId: string, signal?: AbortSignal) {
  return callApi(pledgeRoutes.getPledgeSettings, { path: { eventId }, query: {} }, { signal });
}

export type PledgeSettings = Awaited<ReturnType<typeof loadPledgeSettings>>;

export function savePledgeSettings(eventId: string, changes: PledgeSettingsChanges) {
  return callApi(pledgeRoutes.updatePledgeSettings, { path: { eventId }, body: changes, query: {} });
}

export function startPayoutOnboarding(eventId: string) {
  return callApi(pledgeRoutes.startPayoutOnboarding, { path: { eventId }, body: {}, query: {} });
}
