// POST /api/pledges/SetPledgeMessageHidden: hide a donor's message from the public pages, or show it again.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { callApi } from '@/lib/api-client';

export function setPledgeMessageHidden(pledgeId: string, hidden: boolean) {
  return callApi(pledgeRoutes.setPledgeMessageHidden, {
    body: { PledgeId: pledgeId, MessageHidden: hidden },
    query: {},
  });
}
