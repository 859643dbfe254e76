// CreateCart: a buyer starts a draft for one Thon and one vendor. It ships to the Thon's school (its
// organization's address, which the buyer may change) and is needed by the Thon's end date until
// lines with lead times move it earlier. A buyer may keep several drafts.
import type { Cart, CreateCartRequest } from '@thon/shared/api/schemas/shop-orders';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { shopVendorNotSelling, shopVendorNotServingFranchise } from '@thon/shared/catalog/shop-messages';
import { displayName } from '../display-name';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import { scopedCaller } from '../access/caller-scope';
import { directCustomer, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { cartAnswer } from './cart-lines';
import { assertBuyerOf } from './order-access';
import type { CartPorts } from './ports';

export async function createCart(
  deps: CartPorts,
  caller: Caller,
  request: CreateCartRequest,
): Promise<Cart> {
  const [event, scoped, vendor, buyer] = await Promise.all([
    deps.reads.getEvent(request.ThonId),
    scopedCaller(deps.callers, caller),
    deps.reads.getVendor(request.VendorId),
    deps.reads.getUser(caller.userId),
  ]);
  notFoundUnless(event !== undefined, noSuchEvent);
  await assertBuyerOf(deps, scoped, event, noSuchEvent);
  notFoundUnless(vendor !== undefined && buyer !== undefined);
  if (vendor.status !== 'active') throw new Conflict(shopVendorNotSelling);
  // A vendor sells to the franchises it serves (and to direct customers' Thons, which belong to no
  // franchise): the buyer may know the vendor, so this is a refusal, not an unknown id.
  const thonFranchise = event.franchiseId ?? directCustomer;
  if (thonFranchise !== directCustomer && !vendor.franchiseIds.includes(thonFranchise))
    throw new Conflict(shopVendorNotServingFranchise);
  const organization = await deps.reads.getOrganization(event.organizationId);
  const at = new Date(deps.clock.nowMs()).toISOString();
  const buyerName = displayName(buyer.firstName, buyer.lastName);
  const order: ShopOrderRecord = {
    orderId: deps.ids.newId(),
    eventId: event.eventId,
    eventName: event.name,
    organizationId: event.organizationId,
    franchiseId: event.franchiseId ?? directCustomer,
    vendorId: vendor.vendorId,
    vendorName: vendor.name,
    buyerUserId: caller.userId,
    buyerName,
    buyerEmail: buyer.email,
    // An address the school never gave stays empty: the buyer completes it before submitting.
    shipTo: {
      name: organization?.name ?? event.name,
      street: organization?.street ?? '',
      city: organization?.city ?? '',
      state: organization?.state ?? '',
      zip: organization?.zip ?? '',
    },
    eventDay: event.endDate,
    needBy: event.endDate,
    ...(event.isTest === true ? { isTest: true } : {}),
    lines: [],
    timeline: [{ at, userId: caller.userId, name: buyerName, kind: 'created' }],
    status: 'draft',
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  await deps.orders.createOrder(order);
  return cartAnswer(deps, order, { products: new Map() });
}
