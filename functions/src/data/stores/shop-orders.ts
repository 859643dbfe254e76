// The carts and orders area's stores (domain/shop-orders/ports.ts) as objects over the
// repositories; the data layer does not import the domain, so composition/shop-orders.ts checks them.
import { getEvent } from '../repositories/events-repository';
import { getOrganization } from '../repositories/organizations-repository';
import { listParticipantsOfEvent } from '../repositories/participants-repository';
import { getProducts } from '../repositories/products-repository';
import {
  createOrder,
  deleteDraft,
  getOrder,
  listOrders,
  replaceOrder,
  writeOrderWithStock,
} from '../repositories/shop-orders-repository';
import { planStockMoves } from '../repositories/stock-moves';
import { getUser } from '../repositories/users-repository';
import { getVendor } from '../repositories/vendors-repository';

export const shopOrderStore = {
  getOrder,
  createOrder,
  replaceOrder,
  deleteDraft,
  writeOrderWithStock,
  listOrders,
  planStock: planStockMoves,
};

export const shopOrderReads = {
  getEvent,
  getOrganization,
  listParticipantsOfEvent,
  getVendor,
  getProducts,
  getUser,
};
