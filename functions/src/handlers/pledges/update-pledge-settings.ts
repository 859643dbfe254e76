// POST /api/pledges/UpdatePledgeSettings/{eventId} — minimums and commission (see domain/pledges/pledge-settings.ts).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeSettingsDeps } from '../../composition/pledge-settings';
import { api } from '../../platform/http-api';
import { changePledgeSettings } from '../../domain/pledges/pledge-settings';

export const handler = api(pledgeRoutes.updatePledgeSettings).handler(({ caller, path, body }) =>
  changePledgeSettings(pledgeSettingsDeps, caller, path.eventId, body),
);
