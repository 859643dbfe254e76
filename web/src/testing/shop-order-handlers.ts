// msw handlers for the order pages: an in-memory fake of the shop-orders and shop-fulfilment
// routes built on the shared rules the API applies (cart quantities and rounding, fees and totals,
// the order state machine), so the pages are tested against the same decisions. A cart keeps its
// Version (a stale one answers 409); SubmitOrder needs an Idempotency-Key and answers the same
// order to the same key; `declineCard` and `shortOf` make it refuse as the API does (402, 409
// naming the product). Tests add them with server.use(...shopOrderApi(...).handlers) and read
// what was sent from the returned object.
import { http, HttpResponse } from 'msw';
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';
import type { Order, OrderLine, OrderSummary } from '@thon/shared/api/schemas/shop-orders';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { shopSizesWithoutVariant } from '@thon/shared/catalog/shop-messages';
import { fillFromRoster, roundQuantity, type Roster } from '@thon/shared/shop/cart-quantities';
import { orderTotals } from '@thon/shared/shop/fees';
import { decideMove, decideShipment, type OrderActor, type OrderMove } from '@thon/shared/shop/order-states';
import { mswPath } from './handlers';

export function orderLineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    LineId: 'line-1',
    ProductId: 'prod-shirt',
    VariantId: 'var-am',
    ProductName: 'Race shirt',
    Sku: 'SHIRT-AM',
    Size: 'AM',
    Colour: 'Blue',
    UnitPriceCents: 800,
    PackSize: 6,
    MinimumQuantity: 12,
    LeadTimeDays: 21,
    Quantity: 24,
    Rounding: { RequestedQuantity: 22, ToPack: true, ToMinimum: false },
    LineTotalCents: 19200,
    QuantityShipped: 0,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const lines = overrides.Lines ?? [orderLineFixture()];
  const totals = orderTotals(
    lines.map((line) => ({ unitPriceCents: line.UnitPriceCents, quantity: line.Quantity })),
    1500,
  );
  return {
    OrderId: 'order-1',
    ThonId: 'ev-maple',
    ThonName: 'Maple Fun Run',
    OrganizationId: 'org-lincoln',
    FranchiseId: 'fr-north-texas',
    VendorId: 'vendor-race',
    VendorName: 'Race Ready Supply',
    Buyer: { UserId: 'user-frank', Name: 'Frank Buyer', Email: 'frank@example.com' },
    ShipTo: { Name: 'Lincoln Elementary', Street: '1 School Rd', City: 'Dallas', State: 'TX', Zip: '75201' },
    EventDay: '2026-04-30',
    NeedBy: '2026-04-09',
    NeedBySetByBuyer: false,
    Late: false,
    Notes: null,
    IsTest: false,
    Status: 'submitted',
    HeldFrom: null,
    HoldNote: null,
    Lines: lines,
    Totals: {
      SubtotalCents: totals.subtotalCents,
      ShippingCents: totals.shippingCents,
      TotalCents: totals.totalCents,
      PlatformFeeCents: totals.platformFeeCents,
    },
    Payment: { Method: 'card', State: 'paid', PoNumber: null },
    Shipments: [],
    Timeline: [
      {
        At: '2026-03-02T15:00:00.000Z',
        By: { UserId: 'user-frank', Name: 'Frank Buyer' },
        Kind: 'created',
        Note: null,
      },
      {
        At: '2026-03-02T15:10:00.000Z',
        By: { UserId: 'user-frank', Name: 'Frank Buyer' },
        Kind: 'submitted',
        Note: null,
      },
    ],
    Version: 3,
    CreatedAt: '2026-03-02T15:00:00.000Z',
    SubmittedAt: '2026-03-02T15:10:00.000Z',
    UpdatedAt: '2026-03-02T15:10:00.000Z',
    ...overrides,
  };
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
const refusal = (status: number, message: string) => HttpResponse.json({ message }, { status });

export function summaryOf(order: Order): OrderSummary {
  return {
    OrderId: order.OrderId,
    ThonId: order.ThonId,
    ThonName: order.ThonName,
    VendorId: order.VendorId,
    VendorName: order.VendorName,
    FranchiseId: order.FranchiseId,
    BuyerName: order.Buyer.Name,
    Status: order.Status,
    NeedBy: order.NeedBy,
    Late: order.Late,
    LineCount: order.Lines.length,
    TotalCents: order.Status === 'draft' ? null : order.Totals.TotalCents,
    PaymentState: order.Payment?.State ?? null,
    IsTest: order.IsTest,
    CreatedAt: order.CreatedAt,
    SubmittedAt: order.SubmittedAt,
  };
}

interface ShopOrderOptions {
  orders?: Order[];
  /** The catalogue a cart's lines come from. */
  products?: Product[];
  /** The Thons a cart may be made for (id → name) and their roster. */
  thons?: Record<string, string>;
  roster?: Roster;
  /** The caller's part in every order (the API works it out from its scope). */
  actor?: OrderActor;
  /** SubmitOrder by card answers 402 with this message (the provider's). */
  declineCard?: string;
  /** SubmitOrder answers 409 naming this product as short of stock. */
  shortOf?: string;
  pageSize?: number;
}

export function shopOrderApi(options: ShopOrderOptions = {}) {
  let orders = [...(options.orders ?? [orderFixture()])];
  const products = options.products ?? [];
  const actor = options.actor ?? 'buyer';
  const sent = {
    lists: [] as Record<string, string>[],
    creates: [] as unknown[],
    updates: [] as unknown[],
    fills: [] as unknown[],
    deletes: [] as unknown[],
    submits: [] as { key: string | null; body: unknown }[],
    moves: [] as { move: string; body: Record<string, unknown> }[],
  };
  const answered = new Map<string, Order>();
  const find = (id: unknown) => orders.find((order) => order.OrderId === id);
  const save = (order: Order) => {
    orders = orders.map((other) => (other.OrderId === order.OrderId ? order : other));
    return order;
  };
  /** The order with its lines priced and its totals summed, as the API answers a cart. */
  const priced = (order: Order, lines: OrderLine[]): Order => {
    const totals = orderTotals(
      lines.map((line) => ({ unitPriceCents: line.UnitPriceCents, quantity: line.Quantity })),
      order.Totals.ShippingCents,
    );
    return {
      ...order,
      Lines: lines,
      Totals: {
        SubtotalCents: totals.subtotalCents,
        ShippingCents: totals.shippingCents,
        TotalCents: totals.totalCents,
        PlatformFeeCents: totals.platformFeeCents,
      },
      Version: order.Version + 1,
    };
  };
  const lineOf = (
    product: Product,
    variantId: string | null,
    requested: number,
    index: number,
  ): OrderLine => {
    const rounded = roundQuantity(requested, product.PackSize, product.MinimumOrder);
    const variant = product.Variants.find((candidate) => candidate.VariantId === variantId);
    return {
      LineId: `line-${index + 1}-${product.ProductId}-${variantId ?? ''}`,
      ProductId: product.ProductId,
      VariantId: variantId,
      ProductName: product.Name,
      Sku: variant?.Sku ?? null,
      Size: variant?.Size ?? null,
      Colour: variant?.Colour ?? null,
      UnitPriceCents: product.PriceCents,
      PackSize: product.PackSize,
      MinimumQuantity: product.MinimumOrder,
      LeadTimeDays: product.LeadTimeDays,
      Quantity: rounded.quantity,
      Rounding: { RequestedQuantity: requested, ToPack: rounded.toPack, ToMinimum: rounded.toMinimum },
      LineTotalCents: product.PriceCents * rounded.quantity,
      QuantityShipped: 0,
    };
  };
  const cartAnswer = (order: Order, notices: string[] = []) => ({
    Order: order,
    Notices: notices,
    RoundedLines: order.Lines.filter((line) => line.Rounding.ToPack || line.Rounding.ToMinimum).map(
      (line) => ({
        LineId: line.LineId,
        ProductName: line.ProductName,
        Rounding: line.Rounding,
        Quantity: line.Quantity,
      }),
    ),
  });
  const draftAt = (body: { OrderId?: unknown; Version?: unknown }) => {
    const order = find(body.OrderId);
    if (!order || order.Status !== 'draft') return { refused: notFound() };
    if (body.Version !== order.Version) return { refused: refusal(409, changedAtTheSameTime) };
    return { order };
  };

  const move = (name: OrderMove, route: Parameters<typeof mswPath>[0]) =>
    http.post(mswPath(route), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.moves.push({ move: name, body });
      const order = find(body.OrderId);
      if (!order) return notFound();
      if (body.Version !== undefined && body.Version !== order.Version)
        return refusal(409, changedAtTheSameTime);
      const snapshot = {
        status: order.Status,
        heldFrom: (order.HeldFrom ?? undefined) as 'submitted' | undefined,
        lines: order.Lines.map((line) => ({
          lineId: line.LineId,
          name: line.ProductName,
          quantity: line.Quantity,
          shippedQuantity: line.QuantityShipped,
        })),
        payment: order.Payment ? { method: order.Payment.Method, state: order.Payment.State } : undefined,
      };
      const at = '2026-04-02T10:00:00.000Z';
      const by = { UserId: 'user-caller', Name: 'Caller' };
      if (name === 'ship') {
        const shipment = (body.Lines as { LineId: string; Quantity: number }[]).map((line) => ({
          lineId: line.LineId,
          quantity: line.Quantity,
        }));
        const decided = decideShipment(snapshot, shipment, actor);
        if (!decided.ok) return refusal(decided.reason === 'input' ? 400 : 409, decided.message);
        return HttpResponse.json(
          save({
            ...order,
            Status: decided.to,
            Lines: order.Lines.map((line) => ({
              ...line,
              QuantityShipped: decided.shipped[line.LineId] ?? 0,
            })),
            Shipments: [
              ...order.Shipments,
              {
                ShipmentId: `ship-${order.Shipments.length + 1}`,
                Carrier: String(body.Carrier),
                TrackingNumber: String(body.TrackingNumber),
                Lines: body.Lines as { LineId: string; Quantity: number }[],
                ShippedAt: at,
                ShippedBy: by,
                DeliveredAt: null,
                DeliveredBy: null,
              },
            ],
            Timeline: [
              ...order.Timeline,
              { At: at, By: by, Kind: 'shipped', Note: String(body.TrackingNumber) },
            ],
            Version: order.Version + 1,
          }),
        );
      }
      const decided = decideMove(snapshot, name as Exclude<OrderMove, 'ship'>, actor);
      if (!decided.ok) return refusal(409, decided.message);
      const kinds = {
        confirm: 'confirmed',
        hold: 'held',
        release: 'released',
        deliver: 'delivered',
        cancel: 'cancelled',
        'mark-paid': 'paid',
        submit: 'submitted',
      } as const;
      const note = (body.Note ?? body.Reason ?? null) as string | null;
      return HttpResponse.json(
        save({
          ...order,
          Status: decided.to,
          HeldFrom: name === 'hold' ? order.Status : null,
          HoldNote: name === 'hold' ? note : null,
          Payment:
            name === 'mark-paid' && order.Payment ? { ...order.Payment, State: 'paid' } : order.Payment,
          Timeline: [...order.Timeline, { At: at, By: by, Kind: kinds[name], Note: note }],
          Version: order.Version + 1,
        }),
      );
    });

  const handlers = [
    http.get(mswPath(shopOrderRoutes.getOrder), ({ params }) => {
      const order = find(params.orderId);
      return order ? HttpResponse.json(order) : notFound();
    }),
    http.get(mswPath(shopOrderRoutes.listOrders), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const size = options.pageSize ?? 25;
      const matching = orders
        .filter((order) => (actor === 'vendor' ? order.Status !== 'draft' : true))
        .filter((order) => !query.Status || order.Status === query.Status)
        .filter((order) => !query.ThonId || order.ThonId === query.ThonId)
        .filter((order) => !query.NeedByBefore || order.NeedBy <= query.NeedByBefore);
      const start = query.Cursor ? Number(atob(query.Cursor)) : 0;
      const page = matching.slice(start, start + size);
      const more = start + size < matching.length;
      return HttpResponse.json({
        Orders: page.map(summaryOf),
        NextCursor: more ? btoa(String(start + size)) : null,
      });
    }),
    http.post(mswPath(shopOrderRoutes.createCart), async ({ request }) => {
      const body = (await request.json()) as { ThonId: string; VendorId: string };
      sent.creates.push(body);
      const thonName = options.thons?.[body.ThonId];
      const vendor = products.find((product) => product.VendorId === body.VendorId);
      if (!thonName || !vendor) return notFound();
      const order = orderFixture({
        OrderId: `order-new-${orders.length + 1}`,
        ThonId: body.ThonId,
        ThonName: thonName,
        VendorId: body.VendorId,
        VendorName: vendor.VendorName,
        Status: 'draft',
        Lines: [],
        Payment: null,
        Timeline: [],
        SubmittedAt: null,
        Version: 1,
      });
      orders = [...orders, order];
      return HttpResponse.json(cartAnswer(order));
    }),
    http.post(mswPath(shopOrderRoutes.updateCart), async ({ request }) => {
      const body = (await request.json()) as {
        OrderId: string;
        Version: number;
        Lines: { ProductId: string; VariantId?: string; Quantity: number }[];
        NeedBy?: string | null;
        ShipTo?: Order['ShipTo'];
        Notes?: string;
      };
      sent.updates.push(body);
      const { order, refused } = draftAt(body);
      if (!order) return refused;
      const lines: OrderLine[] = [];
      for (const [index, line] of body.Lines.entries()) {
        const product = products.find((candidate) => candidate.ProductId === line.ProductId);
        if (!product) return notFound();
        lines.push(lineOf(product, line.VariantId ?? null, line.Quantity, index));
      }
      const next = priced(
        {
          ...order,
          NeedBy: body.NeedBy ?? order.NeedBy,
          NeedBySetByBuyer: body.NeedBy !== null && body.NeedBy !== undefined,
          ShipTo: body.ShipTo ?? order.ShipTo,
          Notes: body.Notes ?? order.Notes,
        },
        lines,
      );
      return HttpResponse.json(cartAnswer(save(next)));
    }),
    http.post(mswPath(shopOrderRoutes.fillCartFromThon), async ({ request }) => {
      const body = (await request.json()) as { OrderId: string; ProductIds: string[]; BufferPercent: number };
      sent.fills.push(body);
      const order = find(body.OrderId);
      if (!order || order.Status !== 'draft') return notFound();
      const roster = options.roster ?? { participantCount: 0, shirtSizeCounts: {} };
      const kept = order.Lines.filter((line) => !body.ProductIds.includes(line.ProductId));
      const notices: string[] = [];
      const filled = body.ProductIds.flatMap((productId) => {
        const product = products.find((candidate) => candidate.ProductId === productId);
        if (!product) return [];
        const basis = product.QuantityBasis;
        const result = fillFromRoster(
          {
            basis:
              basis.Kind === 'per-participant'
                ? { kind: 'per-participant', amountPerParticipant: basis.AmountPerParticipant }
                : { kind: basis.Kind },
            packSize: product.PackSize,
            minimumQuantity: product.MinimumOrder,
            variants: product.Variants.map((variant) => ({
              variantId: variant.VariantId,
              sizeCode: variant.Size,
            })),
          },
          roster,
          body.BufferPercent,
        );
        if (result.sizesWithoutVariant.length > 0)
          notices.push(shopSizesWithoutVariant(product.Name, result.sizesWithoutVariant));
        return result.lines.map((line, index) =>
          lineOf(product, line.variantId ?? null, line.requestedQuantity, kept.length + index),
        );
      });
      return HttpResponse.json(cartAnswer(save(priced(order, [...kept, ...filled])), notices));
    }),
    http.post(mswPath(shopOrderRoutes.deleteCart), async ({ request }) => {
      const body = (await request.json()) as { OrderId: string };
      sent.deletes.push(body);
      const order = find(body.OrderId);
      if (!order || order.Status !== 'draft') return notFound();
      orders = orders.filter((other) => other.OrderId !== body.OrderId);
      return HttpResponse.json({ OrderId: body.OrderId, Deleted: true });
    }),
    http.post(mswPath(shopOrderRoutes.submitOrder), async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as {
        OrderId: string;
        Version: number;
        Payment: { Method: 'card'; PaymentMethodId: string } | { Method: 'purchase-order'; PoNumber: string };
      };
      sent.submits.push({ key, body });
      if (!key) return refusal(400, 'Idempotency-Key is required');
      const again = answered.get(key);
      if (again) return HttpResponse.json(again);
      const { order, refused } = draftAt(body);
      if (!order) return refused;
      if (options.shortOf) return refusal(409, `Not enough stock of ${options.shortOf}.`);
      if (options.declineCard && body.Payment.Method === 'card') return refusal(402, options.declineCard);
      const submitted = save({
        ...order,
        Status: 'submitted',
        Payment:
          body.Payment.Method === 'card'
            ? { Method: 'card', State: 'paid', PoNumber: null }
            : { Method: 'purchase-order', State: 'unpaid', PoNumber: body.Payment.PoNumber },
        SubmittedAt: '2026-04-01T10:00:00.000Z',
        Version: order.Version + 1,
      });
      answered.set(key, submitted);
      return HttpResponse.json(submitted);
    }),
    move('confirm', shopFulfilmentRoutes.confirmOrder),
    move('hold', shopFulfilmentRoutes.holdOrder),
    move('release', shopFulfilmentRoutes.releaseOrder),
    move('ship', shopFulfilmentRoutes.shipOrder),
    move('deliver', shopFulfilmentRoutes.markOrderDelivered),
    move('cancel', shopFulfilmentRoutes.cancelOrder),
    move('mark-paid', shopFulfilmentRoutes.markOrderPaid),
  ];
  return { handlers, sent, orders: () => orders };
}
