// GET /api/audit/ListAuditEntries — the audit log in the caller's scope (see domain/audit/list-audit-entries.ts).
import { auditRoutes } from '@thon/shared/api/routes/audit';
import { auditDeps } from '../../composition/audit';
import { listAuditEntries } from '../../domain/audit/list-audit-entries';
import { api } from '../../platform/http-api';

export const handler = api(auditRoutes.listAuditEntries).handler(({ caller, query }) =>
  listAuditEntries(auditDeps, caller, query),
);
