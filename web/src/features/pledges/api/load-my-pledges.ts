// /parent/mypledges: one call (GetMyPledges) answers the pledges the signed-in parent made (by
// their account's email) and, per child, the pledges the child received with its totals.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { callApi } from '@/lib/api-client';

export function loadMyPledges(signal?: AbortSignal) {
  return callApi(pledgeRoutes.getMyPledges, { query: {} }, { signal });
}

export type MyPledges = Awaited<ReturnType<typeof loadMyPledges>>;
