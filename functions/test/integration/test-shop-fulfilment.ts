// Submitted orders a fulfilment test starts from, made through the real routes (CreateCart,
// UpdateCart, SubmitOrder) by a buyer, and the calls of the moves with the answer's checks.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Cart, Order } from '@thon/shared/api/schemas/shop-orders';
import type { ApiAnswer, ApiClient } from './api-client';

export interface OrderLineAsk {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

/** A cart of `lines` for the Thon and vendor, submitted by `buyer` with a card or a PO. */
export async function submittedOrder(
  api: ApiClient,
  buyer: { headers: Record<string, string> },
  input: {
    thonId: string;
    vendorId: string;
    lines: readonly OrderLineAsk[];
    payment?: 'card' | 'purchase-order';
  },
): Promise<Order> {
  const created = await api.post(
    '/api/shop/CreateCart',
    { ThonId: input.thonId, VendorId: input.vendorId },
    buyer.headers,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const cart = (created.body as Cart).Order;
  const updated = await api.post(
    '/api/shop/UpdateCart',
    {
      OrderId: cart.OrderId,
      Version: cart.Version,
      Lines: input.lines.map((line) => ({
        ProductId: line.productId,
        ...(line.variantId ? { VariantId: line.variantId } : {}),
        Quantity: line.quantity,
      })),
    },
    buyer.headers,
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  const draft = (updated.body as Cart).Order;
  const submitted = await api.post(
    '/api/shop/SubmitOrder',
    {
      OrderId: draft.OrderId,
      Version: draft.Version,
      Payment:
        input.payment === 'purchase-order'
          ? { Method: 'purchase-order', PoNumber: 'PO-4471' }
          : { Method: 'card', PaymentMethodId: 'pm_card_visa' },
    },
    { ...buyer.headers, 'Idempotency-Key': randomUUID() },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body as Order;
}

/** A move's call that must answer the order. */
export async function moved(answer: Promise<ApiAnswer>): Promise<Order> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Order;
}
