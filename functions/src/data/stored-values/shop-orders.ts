// The shop order values as the table holds them: the data layer's own list, so the API's names may
// change (the domain maps them) while orders already written still read. Never rename a stored one.

/** An order's life (docs/shop.md "States"). */
export const storedShopOrderStatuses = [
  'draft',
  'submitted',
  'confirmed',
  'partially-shipped',
  'shipped',
  'delivered',
  'cancelled',
  'on-hold',
] as const;
export type StoredShopOrderStatus = (typeof storedShopOrderStatuses)[number];

/** How the buyer pays: a card charged at submit, or a purchase order the vendor marks paid. */
export const storedShopPaymentMethods = ['card', 'purchase-order'] as const;
export type StoredShopPaymentMethod = (typeof storedShopPaymentMethods)[number];

/** awaiting (card, before the charge answers) / unpaid (PO) → paid → refunded. */
export const storedShopPaymentStates = ['awaiting', 'unpaid', 'paid', 'refunded'] as const;
export type StoredShopPaymentState = (typeof storedShopPaymentStates)[number];

/** What a timeline entry records: one per change, appended in the change's own write. */
export const storedShopTimelineKinds = [
  'created',
  'cart-changed',
  'submitted',
  'paid',
  'confirmed',
  'held',
  'released',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type StoredShopTimelineKind = (typeof storedShopTimelineKinds)[number];
