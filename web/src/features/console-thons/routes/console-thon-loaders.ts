// The console's Thons list loader: the filters from the page's address, the first page (with the
// franchises a super admin filters by) or, with ?cursor=, the page "Show more" fetches.
import type { LoaderFunctionArgs } from 'react-router';
import { eventStatuses, type EventStatus } from '@thon/shared/api/schemas/event-status';
import { refusedOr } from '../../../components/form/refused-or';
import { requireSession } from '../../../lib/require-session';
import { listFranchiseChoices, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import { listConsoleThons, type ConsoleThonFilters, type ConsoleThonList } from '../api/console-thon-calls';

export interface ConsoleThonsView {
  page: ConsoleThonList;
  /** The franchises a super admin may filter by; none for other roles (their scope decides). */
  franchises: FranchiseChoice[];
  filters: ConsoleThonFilters;
}

const isStatus = (value: string | null): value is EventStatus =>
  (eventStatuses as readonly (string | null)[]).includes(value);

export function filtersOf(url: URL): ConsoleThonFilters {
  const value = (name: string) => url.searchParams.get(name) || undefined;
  const status = url.searchParams.get('status');
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(value('franchise') ? { franchiseId: value('franchise') } : {}),
    ...(value('organization') ? { organizationId: value('organization') } : {}),
    ...(value('from') ? { fromDate: value('from') } : {}),
    ...(value('to') ? { toDate: value('to') } : {}),
  };
}

export async function consoleThonsLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const filters = filtersOf(url);
  const cursor = url.searchParams.get('cursor') || undefined;
  const { signal } = args.request;
  // A later page the API refuses (an expired cursor) is shown beside what is loaded.
  if (cursor) return refusedOr(() => listConsoleThons(filters, cursor, signal));
  const session = await requireSession(args);
  const [page, franchises] = await Promise.all([
    listConsoleThons(filters, undefined, signal),
    session.IsSuperAdmin ? listFranchiseChoices(signal) : Promise.resolve([]),
  ]);
  return { page, franchises, filters } satisfies ConsoleThonsView;
}
