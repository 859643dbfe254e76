// The school-item report's arithmetic: per school (organization) and Thon, each order line with
// what was ordered, shipped and delivered, and whether it is late. Drafts are no order yet and a
// cancelled order sends nothing, so neither is listed. A line is late once its order's need-by date
// has passed (the day after it, as a date) and not all of it has shipped: the line-level reading of
// the order's own Late (shared/src/shop/need-by.ts: an order that has shipped is on its way, not
// late), so the report and the order pages flag the same orders. Pure: the use case reads the
// orders, and the names of their schools and Thons, and hands them in.
import { shippedOfLine, type ReportOrder, type ReportOrderStatus } from './report-orders';

export interface SchoolItemRow {
  organizationId: string;
  organizationName: string;
  thonId: string;
  thonName: string;
  orderId: string;
  orderStatus: ReportOrderStatus;
  shipTo: string;
  vendorId: string;
  vendorName: string;
  /** YYYY-MM-DD, or empty when the order has none. */
  needBy: string;
  lineId: string;
  productId: string;
  productName: string;
  sku: string;
  size: string;
  colour: string;
  ordered: number;
  shipped: number;
  delivered: number;
  late: boolean;
}

export interface SchoolItemNames {
  organizationName(organizationId: string): string;
  thonName(thonId: string): string;
}

/** Whether an order's need-by date is behind `today` (both YYYY-MM-DD, compared as dates). */
export function pastNeedBy(needBy: string | undefined, today: string): boolean {
  return needBy !== undefined && needBy !== '' && needBy < today;
}

const listed = (order: ReportOrder) => order.status !== 'draft' && order.status !== 'cancelled';

export function schoolItems(
  orders: readonly ReportOrder[],
  names: SchoolItemNames,
  today: string,
): SchoolItemRow[] {
  const rows = orders.filter(listed).flatMap((order) =>
    order.lines.map((line): SchoolItemRow => {
      const { shipped, delivered } = shippedOfLine(order, line);
      return {
        organizationId: order.organizationId,
        organizationName: names.organizationName(order.organizationId),
        thonId: order.thonId,
        thonName: names.thonName(order.thonId),
        orderId: order.orderId,
        orderStatus: order.status,
        shipTo: order.shipTo ?? '',
        vendorId: order.vendorId,
        vendorName: order.vendorName ?? '',
        needBy: order.needBy ?? '',
        lineId: line.lineId,
        productId: line.productId,
        productName: line.name ?? line.productId,
        sku: line.sku ?? '',
        size: line.size ?? '',
        colour: line.colour ?? '',
        ordered: line.quantity,
        shipped,
        delivered,
        late: pastNeedBy(order.needBy, today) && shipped < line.quantity,
      };
    }),
  );
  // A school's Thons together, each Thon's lines by need-by date (soonest first), as they are packed.
  return rows.sort(
    (a, b) =>
      a.organizationName.localeCompare(b.organizationName) ||
      a.organizationId.localeCompare(b.organizationId) ||
      a.thonName.localeCompare(b.thonName) ||
      a.thonId.localeCompare(b.thonId) ||
      a.needBy.localeCompare(b.needBy) ||
      a.orderId.localeCompare(b.orderId),
  );
}
