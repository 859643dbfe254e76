// POST /api/pledges/SetPledgeMessageHidden — hide a donor's message from the public pages.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { messageVisibilityDeps } from '../../composition/pledge-messages';
import { api } from '../../platform/http-api';
import { setPledgeMessageHidden } from '../../domain/pledges/message-visibility';

export const handler = api(pledgeRoutes.setPledgeMessageHidden).handler(({ caller, body }) =>
  setPledgeMessageHidden(messageVisibilityDeps, caller, body),
);
