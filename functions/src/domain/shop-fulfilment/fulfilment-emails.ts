// The emails of the fulfilment moves (docs/shop.md: the buyer and the vendor at confirm, ship and
// cancel), rendered from the order alone like the submission's (shop-orders/order-emails.ts, whose
// facts and sender they share: a test Thon's go to its outbox). Kept beside the moves that send
// them so each email file stays one area's.
import {
  shopOrderCancelledSubject,
  shopOrderConfirmedSubject,
  shopOrderShippedSubject,
} from '@thon/shared/catalog/shop-messages';
import { dollars, orderFacts, type OrderEmail } from '../shop-orders/order-emails';
import type { ShopOrderRecord } from './ports';

/** The same news for both sides: the buyer greeted by name, the vendor's copy naming the buyer. */
function toBoth(
  order: ShopOrderRecord,
  vendorEmail: string,
  subject: string,
  news: readonly string[],
): OrderEmail[] {
  const facts = orderFacts(order);
  return [
    { to: order.buyerEmail, subject, paragraphs: [`Hi ${order.buyerName},`, ...news, ...facts] },
    {
      to: vendorEmail,
      subject,
      paragraphs: [...news, `Buyer: ${order.buyerName} (${order.buyerEmail}).`, ...facts],
    },
  ];
}

export function confirmedEmails(order: ShopOrderRecord, vendorEmail: string): OrderEmail[] {
  return toBoth(order, vendorEmail, shopOrderConfirmedSubject(order.eventName), [
    `${order.vendorName} confirmed the shop order for ${order.eventName}.`,
  ]);
}

/** The newest shipment: what it holds, its carrier and tracking number, and what remains. */
export function shippedEmails(order: ShopOrderRecord, vendorEmail: string): OrderEmail[] {
  const shipment = order.shipments?.at(-1);
  const complete = order.status === 'shipped';
  const names = new Map(order.lines.map((line) => [line.lineId, line.productName ?? line.productId]));
  const shipped = (shipment?.lines ?? []).map(
    (line) => `Shipped: ${line.quantity} × ${names.get(line.lineId) ?? line.lineId}`,
  );
  const remaining = order.lines
    .filter((line) => (line.quantityShipped ?? 0) < line.quantity)
    .map(
      (line) => `Still to ship: ${line.quantity - (line.quantityShipped ?? 0)} × ${names.get(line.lineId)}`,
    );
  return toBoth(order, vendorEmail, shopOrderShippedSubject(order.eventName, complete), [
    `${order.vendorName} shipped ${complete ? 'the rest of ' : 'part of '}the shop order for ${order.eventName} by ${shipment?.carrier ?? ''}, tracking number ${shipment?.trackingNumber ?? ''}.`,
    ...shipped,
    ...remaining,
  ]);
}

export function cancelledEmails(order: ShopOrderRecord, vendorEmail: string): OrderEmail[] {
  const cancel = order.timeline.findLast((entry) => entry.kind === 'cancelled');
  const refund =
    order.paymentState === 'refunded'
      ? [`The card payment of ${dollars(order.refundedCents ?? order.totalCents ?? 0)} was refunded.`]
      : [];
  return toBoth(order, vendorEmail, shopOrderCancelledSubject(order.eventName), [
    `${cancel?.name ?? 'Someone'} cancelled the shop order for ${order.eventName}${cancel?.note ? `: ${cancel.note}` : '.'}`,
    ...refund,
  ]);
}
