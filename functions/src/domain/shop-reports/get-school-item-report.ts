// GetSchoolItemReport: per school and Thon, each order line's units ordered, shipped and delivered,
// late ones flagged (school-items.ts), over the orders the caller's scope covers
// (school-item-scope.ts). The schools' names are read once each (BatchGet of the distinct ids of at
// most maxShopReportOrders orders); the Thon's and vendor's are the order's copies. Late is judged against today's date in
// UTC: the need-by date is a calendar day with no time zone of its own.
import type {
  GetSchoolItemReportQuery,
  SchoolItemReportWire,
  SchoolItemRowWire,
} from '@thon/shared/api/schemas/shop-reports';
import { scopedCaller } from '../access/caller-scope';
import type { Caller } from '../caller';
import type { ShopReportPorts } from './ports';
import { reportOrderOf } from './report-order-of-record';
import { ordersOfSchoolItemReport } from './school-item-scope';
import { schoolItems, type SchoolItemRow } from './school-items';
import { schoolItemCsv } from './shop-report-csv';

const distinct = (ids: readonly string[]) => [...new Set(ids)];

function rowOnTheWire(row: SchoolItemRow): SchoolItemRowWire {
  return {
    OrganizationId: row.organizationId,
    OrganizationName: row.organizationName,
    ThonId: row.thonId,
    ThonName: row.thonName,
    OrderId: row.orderId,
    OrderStatus: row.orderStatus,
    ShipTo: row.shipTo,
    VendorId: row.vendorId,
    VendorName: row.vendorName,
    NeedBy: row.needBy,
    LineId: row.lineId,
    ProductId: row.productId,
    ProductName: row.productName,
    Sku: row.sku,
    Size: row.size,
    Colour: row.colour,
    Ordered: row.ordered,
    Shipped: row.shipped,
    Delivered: row.delivered,
    Late: row.late,
  };
}

export async function getSchoolItemReport(
  deps: ShopReportPorts,
  caller: Caller,
  query: GetSchoolItemReportQuery,
): Promise<SchoolItemReportWire> {
  const scoped = await scopedCaller(deps.users, caller);
  const scope = await ordersOfSchoolItemReport(deps.reads, scoped, query);
  const orders = scope.items.filter((order) => order.status !== 'draft');
  // Thon and vendor names are copied into each order; the schools' are read (their current names).
  const organizations = await deps.reads.getOrganizations(
    distinct(orders.map((order) => order.organizationId)),
  );
  const schoolNames = new Map(organizations.map((school) => [school.organizationId, school.name]));
  const thonNames = new Map(orders.map((order) => [order.eventId, order.eventName]));
  const today = new Date(deps.clock.nowMs()).toISOString().slice(0, 10);
  const rows = schoolItems(
    orders.map(reportOrderOf),
    {
      organizationName: (id) => schoolNames.get(id) ?? id,
      thonName: (id) => thonNames.get(id) ?? id,
    },
    today,
  );
  return {
    Rows: rows.map(rowOnTheWire),
    Truncated: scope.truncated,
    ...(query.Format === 'csv' ? { Csv: schoolItemCsv(rows) } : {}),
  };
}
