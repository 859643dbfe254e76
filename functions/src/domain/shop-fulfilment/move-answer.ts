// What every move answers, and its emails: the order on the wire as shop-orders' routes answer it,
// and, for confirm, ship and cancel, the emails to the buyer and the vendor's contact. A vendor that
// cannot be read (deleted since) only loses its emails: the move has been made.
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { sendOrderEmails, type OrderEmail } from '../shop-orders/order-emails';
import { orderWire } from '../shop-orders/order-wire';
import type { FulfilmentPorts, ShopOrderRecord } from './ports';

export type AnswerDeps = Pick<FulfilmentPorts, 'reads' | 'mailer' | 'testOutbox' | 'logger' | 'clock'>;

export async function emailMove(
  deps: AnswerDeps,
  order: ShopOrderRecord,
  render: (order: ShopOrderRecord, vendorEmail: string) => OrderEmail[],
): Promise<void> {
  const vendor = await deps.reads.getVendor(order.vendorId);
  if (!vendor) {
    deps.logger.error('Shop order email not sent: vendor not found', { orderId: order.orderId });
    return;
  }
  await sendOrderEmails(deps, order, render(order, vendor.contactEmail));
}

export const answerOf = (deps: Pick<FulfilmentPorts, 'clock'>, order: ShopOrderRecord): Order =>
  orderWire(order, { nowMs: deps.clock.nowMs() });
