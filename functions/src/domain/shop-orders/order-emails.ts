// The shop's order emails: each is rendered here from the order (its copied names and totals, so no
// other read) and sent to the buyer, the vendor's contact, or both. A test Thon's go to its outbox
// like every other test mail, never to SES. To add one (confirmed, shipped, cancelled): a renderer
// returning OrderEmail, sent through sendOrderEmails.
import { shopOrderEmailSubjectBuyer, shopOrderEmailSubjectVendor } from '@thon/shared/catalog/shop-messages';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import { emailBodies, type EmailParagraph } from '../email-body';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { TestOutbox } from '../sharing/test-outbox';

export interface OrderEmail {
  to: string;
  subject: string;
  paragraphs: readonly EmailParagraph[];
}

/** The name shown as the sender of a test Thon's kept mail. */
const shopSenderName = 'Thon Shop';

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The order's lines and money, as every order email lists them. */
export function orderFacts(order: ShopOrderRecord): string[] {
  const lines = order.lines.map((line) => {
    const variant = [line.sizeCode, line.colour].filter(Boolean).join(', ');
    const name = variant
      ? `${line.productName ?? line.productId} (${variant})`
      : (line.productName ?? line.productId);
    return `${line.quantity} × ${name} at ${dollars(line.unitPriceCents ?? 0)}`;
  });
  return [
    `Order ${order.orderId} for ${order.eventName}, from ${order.vendorName}.`,
    ...lines,
    `Subtotal ${dollars(order.subtotalCents ?? 0)}, shipping ${dollars(order.shippingCents ?? 0)}, total ${dollars(order.totalCents ?? 0)}.`,
    `Needed by ${order.needBy}. Ship to ${order.shipTo.name}, ${order.shipTo.street}, ${order.shipTo.city}, ${order.shipTo.state} ${order.shipTo.zip}.`,
  ];
}

function paymentSentence(order: ShopOrderRecord): string {
  return order.paymentMethod === 'purchase-order'
    ? `Paid by purchase order ${order.poNumber ?? ''}: unpaid until the vendor marks it paid.`
    : 'Paid by card.';
}

/** At submission: the buyer's receipt and the vendor's notice of a new order. */
export function submittedEmails(order: ShopOrderRecord, vendorContactEmail: string): OrderEmail[] {
  const facts = orderFacts(order);
  return [
    {
      to: order.buyerEmail,
      subject: shopOrderEmailSubjectBuyer(order.vendorName, order.eventName),
      paragraphs: [
        `Hi ${order.buyerName},`,
        'Your shop order was submitted.',
        ...facts,
        paymentSentence(order),
      ],
    },
    {
      to: vendorContactEmail,
      subject: shopOrderEmailSubjectVendor(order.eventName),
      paragraphs: [
        `${order.buyerName} submitted an order for ${order.eventName}.`,
        ...facts,
        paymentSentence(order),
        `Platform fee on this order: ${dollars(order.platformFeeCents ?? 0)}.`,
      ],
    },
  ];
}

/**
 * Sends each email (a test Thon's into its outbox). A failed send is logged, never thrown: the order
 * has moved and its money with it, so the request must still answer what happened.
 */
export async function sendOrderEmails(
  deps: { mailer: Mailer; testOutbox?: TestOutbox | undefined; logger: Logger },
  order: ShopOrderRecord,
  emails: readonly OrderEmail[],
): Promise<void> {
  await Promise.all(
    emails.map(async (email) => {
      const { text, html } = emailBodies(email.paragraphs);
      try {
        if (order.isTest === true) {
          if (!deps.testOutbox)
            throw new Error("A test Thon's mail goes only to its outbox; none is wired here.");
          await deps.testOutbox.keep({
            channel: 'email',
            eventId: order.eventId,
            to: email.to,
            fromName: shopSenderName,
            subject: email.subject,
            text,
            html,
          });
        } else {
          await deps.mailer.send({ to: email.to, subject: email.subject, text, html });
        }
      } catch (error) {
        deps.logger.error('Shop order email not sent', {
          orderId: order.orderId,
          subject: email.subject,
          error: String(error),
        });
      }
    }),
  );
}
