// The shop's reports (docs/shop.md): a vendor's product status (per variant, where its ordered units
// are and the stock on hand) and the school items (per school and Thon, each line ordered, shipped,
// delivered, late ones flagged), both also as CSV. Reads only: each report Queries the order
// indexes of its scope (and the vendor's products), at most a bounded number of items.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  getProductStatusReportQuerySchema,
  getSchoolItemReportQuerySchema,
  productStatusReportSchema,
  schoolItemReportSchema,
} from '../schemas/shop-reports';

export const shopReportRoutes = {
  getProductStatusReport: defineRoute({
    name: 'GetProductStatusReport',
    summary:
      "A vendor's products per variant: units in drafts, submitted, confirmed, shipped, delivered and cancelled, and stock on hand (a vendor user their own; a super admin names the vendor); Format=csv adds the CSV",
    method: 'GET',
    path: '/api/shop/GetProductStatusReport',
    handler: 'shop-reports/get-product-status-report',
    auth: { kind: 'signed-in', roles: ['vendor', 'super-admin'] },
    table: 'read',
    request: { query: getProductStatusReportQuerySchema },
    response: productStatusReportSchema,
  }),
  getSchoolItemReport: defineRoute({
    name: 'GetSchoolItemReport',
    summary:
      "Per school and Thon, each order line's units ordered, shipped and delivered, late ones flagged: a vendor's orders, a franchisee user's franchise's, an organizer's Thons', a super admin's named Thon, franchise or vendor; Format=csv adds the CSV",
    method: 'GET',
    path: '/api/shop/GetSchoolItemReport',
    handler: 'shop-reports/get-school-item-report',
    auth: { kind: 'signed-in', roles: ['vendor', 'franchisee-user', 'organizer', 'super-admin'] },
    table: 'read',
    request: { query: getSchoolItemReportQuerySchema },
    response: schoolItemReportSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
