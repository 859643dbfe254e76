// GET /api/pledges/GetPledgeSettings/{eventId} — a Thon's pledge settings and payout status (see domain/pledges/pledge-settings.ts).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeSettingsDeps } from '../../composition/pledge-settings';
import { api } from '../../platform/http-api';
import { pledgeSettings } from '../../domain/pledges/pledge-settings';

export const handler = api(pledgeRoutes.getPledgeSettings).handler(({ caller, path }) =>
  pledgeSettings(pledgeSettingsDeps, caller, path.eventId),
);
