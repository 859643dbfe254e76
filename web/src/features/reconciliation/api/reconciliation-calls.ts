// The reconciliation report's call: GetReconciliation a page of Thons at a time (the API bounds each
// request), every page of the scope fetched and added up here in integer cents, so the console
// shows one report however many Thons it covers.
import { reportRoutes } from '@thon/shared/api/routes/reports';
import {
  maxReconciliationPageSize,
  type GetReconciliationQuery,
  type ReconciliationWire,
} from '@thon/shared/api/schemas/reports';
import { callApi } from '../../../lib/api-client';
import { mergeReconciliationPages, type Reconciliation } from '../reconciliation-pages';

export type ReconciliationScope =
  | { kind: 'thon'; eventId: string }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'franchise'; franchiseId: string }
  | { kind: 'month'; month: string; franchiseId?: string | undefined };

/** A scope past this many pages (of 100 Thons) is cut short and says so, rather than loading forever. */
export const maxReconciliationPages = 20;

function queryOf(scope: ReconciliationScope): Partial<GetReconciliationQuery> {
  switch (scope.kind) {
    case 'thon':
      return { EventId: scope.eventId };
    case 'organization':
      return { OrganizationId: scope.organizationId };
    case 'franchise':
      return { FranchiseId: scope.franchiseId };
    case 'month':
      return { Month: scope.month, ...(scope.franchiseId ? { FranchiseId: scope.franchiseId } : {}) };
  }
}

export async function loadReconciliation(
  scope: ReconciliationScope,
  signal?: AbortSignal,
): Promise<Reconciliation> {
  const pages: ReconciliationWire[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi(
      reportRoutes.getReconciliation,
      {
        query: {
          ...queryOf(scope),
          PageSize: maxReconciliationPageSize,
          ...(cursor ? { Cursor: cursor } : {}),
        } as GetReconciliationQuery,
      },
      { signal },
    );
    pages.push(page);
    cursor = page.NextCursor;
  } while (cursor !== undefined && pages.length < maxReconciliationPages);
  return mergeReconciliationPages(pages, cursor !== undefined);
}
