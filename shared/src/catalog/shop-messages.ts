// The vendor shop's wording (product wording, English only like the console): kept apart from
// messages.ts so the donor pages, which share that module's chunk, never download the shop's.

// Order moves (shared/src/shop/order-states.ts decides; these say why a move was refused, naming
// the state the order is in so the reader knows what happened since they last looked).
export type OrderStateLabel =
  | 'a draft'
  | 'submitted'
  | 'confirmed'
  | 'partially shipped'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'on hold';
export type OrderMoveLabel =
  | 'submitted'
  | 'confirmed'
  | 'put on hold'
  | 'released'
  | 'shipped'
  | 'marked delivered'
  | 'cancelled'
  | 'marked paid';
export const orderAlreadyInState = (state: OrderStateLabel) => `This order is already ${state}.`;
export const orderMoveTooLate = (state: OrderStateLabel, move: OrderMoveLabel) =>
  `This order is ${state}: it can no longer be ${move}.`;
export const orderMoveTooEarly = (state: OrderStateLabel, move: OrderMoveLabel) =>
  `This order is ${state}: it cannot be ${move} yet.`;
export const orderOnHoldReleaseFirst = (move: OrderMoveLabel) =>
  `This order is on hold: release it before it can be ${move}.`;
export const orderNotOnHold = (state: OrderStateLabel) =>
  `This order is ${state}, not on hold: there is nothing to release.`;
export const orderPartlyShippedNoCancel = 'Part of this order has shipped: it can no longer be cancelled.';
export const orderMoveNotYours = (who: 'the vendor' | 'the buyer' | 'the buyer or the vendor') =>
  `Only ${who} of this order can do this.`;
export const orderPaidAlready = 'This order is already paid.';
export const orderPaidByCard = 'This order is paid by card: only a purchase order is marked paid.';
export const shipmentEmpty = 'Choose at least one line and a quantity to ship.';
export const shipmentUnknownLine = 'This order has no such line.';
export const shipmentLineRepeated = 'Each line can appear only once in a shipment.';
export const shipmentTooMany = (product: string, remaining: number) =>
  `Only ${remaining} of ${product} remain to ship.`;
export const orderChanged = 'This order was changed by someone else: reload it and try again.';
export const deliveredOnRequired = 'Enter the date the order was delivered.';
export const deliveredOnInFuture = 'The delivery date cannot be in the future.';
export const deliveredOnBeforeShipment = 'The delivery date cannot be before the order shipped.';
export const orderPaymentPending =
  "This order's card payment is still being taken: try again in a moment.";
export const orderRefundNotFinished =
  'The order is cancelled, but its refund could not be made just now: cancel it again to finish the refund.';
export const shopOrderConfirmedSubject = (thon: string) => `Shop order for ${thon} confirmed`;
export const shopOrderShippedSubject = (thon: string, complete: boolean) =>
  complete ? `Shop order for ${thon} shipped` : `Part of the shop order for ${thon} shipped`;
export const shopOrderCancelledSubject = (thon: string) => `Shop order for ${thon} cancelled`;

// The catalogue (products, variants, stock, images).
export const shopCursorNotValid = 'Cursor is not valid';
export const shopSkusNotUnique = (sku: string) =>
  `The SKU ${sku} appears more than once: each variant needs its own SKU.`;
export const shopVariantSizeRequired = 'A product ordered per shirt size needs a size on every variant.';
export const shopCategoryNotCurrent = (code: string) => `${code} is not a shop category.`;
export const shopSizeNotCurrent = (code: string) => `${code} is not a shirt size.`;
export const shopVariantUnknown = 'This product has no such variant.';
export const shopProductChanged = 'This product was changed by someone else: reload it and try again.';
export const shopVendorRequired = 'Choose the vendor this product belongs to.';
export const shopImagesNotCurrent =
  'Images can only be reordered or removed here: add new ones by uploading them.';
export const shopTooManyImages = (max: number) => `A product has at most ${max} images: remove one first.`;
export const shopStockNotTracked = (product: string) => `${product} does not track stock.`;
export const shopStockTooLow = (product: string, onHand: number) =>
  `Not enough stock of ${product}: only ${onHand} on hand.`;

// The shop's reports.
export const shopReportVendorRequired = 'Choose the vendor whose products this report shows.';
export const shopReportScopeRequired = 'Choose a Thon, a franchise or a vendor for this report.';

// The order pages' confirmations (each a status line and its toast).
export const shopCartCreated = 'The cart was created.';
export const shopCartSaved = 'The cart was saved.';
export const shopCartFilled = 'The cart was filled from the Thon.';
export const shopCartDeleted = 'The cart was deleted.';
export const shopOrderSubmitted = 'The order was submitted.';
export const shopOrderConfirmed = 'The order was confirmed.';
export const shopOrderHeld = 'The order is on hold.';
export const shopOrderReleased = 'The order was released.';
export const shopOrderShipped = (complete: boolean) =>
  complete ? 'The shipment was recorded: the order has shipped in full.' : 'The shipment was recorded.';
export const shopOrderPaid = 'The order is marked paid.';
export const shopOrderDelivered = 'The order is marked delivered.';
export const shopOrderCancelled = 'The order was cancelled.';
export const shopPoNumberRequired = 'Enter the purchase order number.';
export const shopCartEmpty = 'Add at least one product to the cart before submitting it.';

// Carts and their submission (the shop-orders routes).
export const shopOrganizersMayNotShop =
  'Your franchise has not opened the shop to organizers: ask your franchise to order for your Thon.';
export const shopVendorNotSelling = 'This vendor is not selling in the shop right now.';
export const shopVendorNotServingFranchise =
  "This vendor does not serve this Thon's franchise: choose one of the vendors offered for this Thon.";
export const shopCartChanged = 'This cart was changed elsewhere: reload it and try again.';
export const shopCartNotDraft = (state: OrderStateLabel) =>
  `This order is ${state}: it is no longer a cart, so it cannot be changed.`;
export const shopProductNotAvailable = (product: string) => `${product} is not available from this vendor.`;
export const shopProductUnknown = 'A product in the cart is not available from this vendor.';
export const shopVariantRequired = (product: string) => `Choose a size or colour of ${product}.`;
export const shopProductRepeated = (product: string) =>
  `${product} appears more than once in the cart: change its quantity instead.`;
export const shopStockShort = (product: string, available: number) =>
  `Not enough stock of ${product} for this order: only ${available} left.`;
export const shopCardNotAccepted =
  'This vendor cannot take card payments yet: pay by purchase order, or ask the vendor to finish setting up payouts.';
export const shopShipToIncomplete =
  'Enter the full ship-to address (street, city, state and ZIP) before submitting.';
export const shopSizesWithoutVariant = (product: string, sizes: readonly string[]) =>
  `${product} comes in no ${sizes.join(', ')}: participants of ${sizes.length === 1 ? 'that size were' : 'those sizes were'} left out.`;
export const shopNothingToFill = (product: string) =>
  `${product} was left out: the Thon has no participants to count for it yet.`;
export const shopOrderEmailSubjectBuyer = (vendor: string, thon: string) =>
  `Your order from ${vendor} for ${thon} was submitted`;
export const shopOrderEmailSubjectVendor = (thon: string) => `New shop order for ${thon}`;
export const shopCardNeedsAuthentication =
  'Your card needs an authentication this order cannot ask for: please use another card.';

// The catalogue pages (/shop, /shop/manage): what the buyer and the vendor are told.
export const shopAddedToCart = (product: string, thon: string) => `${product} was added to the cart for ${thon}.`;
export const shopChooseThon = 'Choose the Thon this order is for.';
export const shopChooseQuantity = 'Enter a quantity for at least one choice.';
export const shopProductCreated = (product: string) => `The product ${product} was created.`;
export const shopProductSaved = (product: string) => `The product ${product} was saved.`;
export const shopProductStatusChanged = (product: string, status: 'draft' | 'active' | 'archived') =>
  status === 'active'
    ? `${product} is active: buyers see it in the shop.`
    : status === 'archived'
      ? `${product} is archived: buyers no longer see it.`
      : `${product} is a draft: buyers do not see it yet.`;
export const shopStockAdjusted = (variant: string, stockAfter: number) =>
  `Stock of ${variant} is now ${stockAfter}.`;
export const shopImageRemoved = 'The image was removed.';
export const shopImagesReordered = 'The images were put in the new order.';

// Vendors and their staff.
export const vendorChanged = 'This vendor was changed by someone else: reload it and try again.';
export const vendorOwnerContactOnly =
  "As the vendor's owner you may change only its contact email and phone: ask an administrator for the rest.";
export const vendorOwnerOnly = "Only the vendor's owner can do this.";
export const vendorIdRequired = 'Choose the vendor.';
export const vendorSelfDeactivation = 'You cannot deactivate your own account.';
export const vendorSuspendedSignIn =
  'Your vendor account is suspended, so its users cannot sign in. Please contact administrator.';

// The franchise's shop switch (UpdateFranchise by a franchisee user).
export const franchiseeSetsOrganizersMayShopOnly =
  'You may change only whether your organizers may shop: ask an administrator for the rest of your franchise.';
