// The console home's loader: a franchisee user's dashboard of their franchise; nothing for a super
// admin, whose home lists the console's sections (their franchises' dashboards are per franchise).
import type { LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../../lib/require-session';
import { getFranchiseDashboard, type FranchiseDashboard } from '../api/franchisee-calls';

export async function franchiseDashboardLoader(args: LoaderFunctionArgs): Promise<FranchiseDashboard | null> {
  const session = await requireSession(args);
  if (session.Role !== 'franchisee-user') return null;
  return getFranchiseDashboard(undefined, args.request.signal);
}
