// The console's Thons: a page of the list in the caller's scope (the API's cursor and filters), and
// a Thon's commission saved through the pledge settings call (which checks who may and audits it).
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import type { ConsoleThon, ConsoleThonList } from '@thon/shared/api/schemas/console-thons';
import type { EventStatus } from '@thon/shared/api/schemas/event-status';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { callApi } from '../../../lib/api-client';
import { savePledgeSettings } from '@/features/processing/api/pledge-settings';

export type { ConsoleThon, ConsoleThonList };

/** Thons per page: the spec's default pagination. */
export const consoleThonsPageSize = defaultItemsPerPage;

/** The list's filters as the page's address carries them; absent: not filtered. */
export interface ConsoleThonFilters {
  status?: EventStatus;
  franchiseId?: string;
  organizationId?: string;
  fromDate?: string;
  toDate?: string;
}

export function listConsoleThons(
  filters: ConsoleThonFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConsoleThonList> {
  const query = {
    PageSize: consoleThonsPageSize,
    ...(filters.status ? { Status: filters.status } : {}),
    ...(filters.franchiseId ? { FranchiseId: filters.franchiseId } : {}),
    ...(filters.organizationId ? { OrganizationId: filters.organizationId } : {}),
    ...(filters.fromDate ? { FromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { ToDate: filters.toDate } : {}),
    ...(cursor ? { Cursor: cursor } : {}),
  };
  return callApi(franchiseRoutes.listConsoleThons, { query }, { signal });
}

export async function saveThonCommission(eventId: string, percent: number): Promise<number> {
  const settings = await savePledgeSettings(eventId, { CommissionPercent: percent });
  return settings.CommissionPercent;
}
