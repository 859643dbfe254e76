// The admin console's audit log call: a page of entries, newest first (the API's cursor), of a
// month or of a franchise (optionally one month of it). Typed from the shared route table.
import { auditRoutes } from '@thon/shared/api/routes/audit';
import type { AuditEntry, AuditEntryList } from '@thon/shared/api/schemas/audit';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { callApi } from '../../../lib/api-client';

export type { AuditEntry, AuditEntryList };

export interface AuditSelection {
  /** YYYY-MM; absent: this month (a super admin's whole log) or every month (one franchise's). */
  month?: string | undefined;
  franchiseId?: string | undefined;
}

export const auditPageSize = defaultItemsPerPage;

export function listAuditEntries(
  selection: AuditSelection,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AuditEntryList> {
  const query = {
    PageSize: auditPageSize,
    ...(selection.month ? { Month: selection.month } : {}),
    ...(selection.franchiseId ? { FranchiseId: selection.franchiseId } : {}),
    ...(cursor ? { Cursor: cursor } : {}),
  };
  return callApi(auditRoutes.listAuditEntries, { query }, { signal });
}
