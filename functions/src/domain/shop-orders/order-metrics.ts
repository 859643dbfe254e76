// ShopOrders by State (shared/src/observability/metric-catalog.ts): counted by each write that
// changed an order, with the state it left the order in: its status when that moved (submitted,
// confirmed, on-hold, partially-shipped, shipped, delivered, cancelled, or draft again after a
// declined card), and its payment when that became paid or refunded. A write that changed neither
// (a second partial shipment) or that was refused counts nothing.
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import type { BusinessMetrics } from '../ports/business-metrics';

type OrderState = Pick<ShopOrderRecord, 'status' | 'paymentState'>;

/** Payment states an operator follows; awaiting and unpaid are part of a submission. */
const countedPaymentStates: ReadonlySet<OrderState['paymentState']> = new Set<OrderState['paymentState']>([
  'paid',
  'refunded',
]);

export function countOrderChange(metrics: BusinessMetrics, before: OrderState, after: OrderState): void {
  if (after.status !== before.status) {
    metrics.count(businessMetrics.shopOrders, { split: after.status });
  }
  if (after.paymentState !== before.paymentState && countedPaymentStates.has(after.paymentState)) {
    metrics.count(businessMetrics.shopOrders, { split: after.paymentState });
  }
}
