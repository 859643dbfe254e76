// Reports of the admin console: the reconciliation of pledges, charges, refunds, disputes, offline
// gifts, the platform's expense and commission, what the school nets and what was paid out. Part
// of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import { getReconciliationQuerySchema, reconciliationSchema } from '../schemas/reports';

export const reportRoutes = {
  getReconciliation: defineRoute({
    name: 'GetReconciliation',
    summary:
      "Reconciliation of one Thon, organization, franchise or month (a page of Thons at a time), in integer cents, with the organizations' payouts read from the payment provider; Format=csv adds the CSV",
    method: 'GET',
    path: '/api/reports/GetReconciliation',
    handler: 'reports/get-reconciliation',
    auth: { kind: 'signed-in', roles: ['super-admin', 'franchisee-user', 'organizer'] },
    table: 'read',
    uses: ['payment-provider'],
    request: { query: getReconciliationQuerySchema },
    response: reconciliationSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
