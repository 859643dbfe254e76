// The audit log: every change made in the admin console and every money setting anywhere, read by
// super admins (all) and franchisee users (their franchise's). Part of the route table (index:
// ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import { auditEntryListSchema, listAuditEntriesQuerySchema } from '../schemas/audit';

export const auditRoutes = {
  listAuditEntries: defineRoute({
    name: 'ListAuditEntries',
    summary:
      "Audit entries, newest first, a page at a time (cursor): a super admin's by month or franchise, a franchisee user's own franchise's only",
    method: 'GET',
    path: '/api/audit/ListAuditEntries',
    handler: 'audit/list-audit-entries',
    auth: { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] },
    table: 'read',
    request: { query: listAuditEntriesQuerySchema },
    response: auditEntryListSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
