// What the carts and orders use cases need, as ports: the table's reads and writes (data/stores/
// shop-orders.ts), the payment provider (live, and test mode for a test Thon's orders), the mailer
// and the test outbox, ids and the clock. Composition wires them (composition/shop-order-carts.ts,
// shop-orders.ts).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type {
  OrderListFilter,
  OrderListKey,
  OrderPage,
  OrderReadState,
  OrderWriteName,
  ShopOrderRecord,
  StockLine,
  StockMovePlan,
} from '../../data/repositories/shop-orders-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import type { VendorRecord } from '../../data/repositories/vendors-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { CallerScopeReads } from '../access/caller-scope';
import type { FranchiseStore } from '../franchises/ports';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { PaymentProvider } from '../ports/payments';
import type { TestOutbox } from '../sharing/test-outbox';

export interface ShopOrderStore {
  getOrder(orderId: string): Promise<ShopOrderRecord | undefined>;
  createOrder(order: ShopOrderRecord): Promise<void>;
  replaceOrder(next: ShopOrderRecord, read: OrderReadState): Promise<'written' | 'refused'>;
  deleteDraft(orderId: string): Promise<'deleted' | 'refused'>;
  writeOrderWithStock(input: {
    next: ShopOrderRecord;
    read: OrderReadState;
    stock: StockMovePlan;
    direction: 'take' | 'give';
  }): Promise<WriteOutcome<OrderWriteName>>;
  /** The stock `lines` move, per tracked product and variant position in `products` as read. */
  planStock(products: readonly ProductRecord[], lines: readonly StockLine[]): StockMovePlan;
  listOrders(
    key: OrderListKey,
    filter: OrderListFilter,
    cursor: string | undefined,
  ): Promise<OrderPage | undefined>;
}

/** What the shop reads besides its orders: the Thon, its school and roster, vendors, products. */
export interface ShopOrderReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getOrganization(organizationId: string): Promise<OrganizationRecord | undefined>;
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
  getVendor(vendorId: string): Promise<VendorRecord | undefined>;
  getProducts(productIds: readonly string[]): Promise<ProductRecord[]>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}

export interface ShopOrderPorts {
  orders: ShopOrderStore;
  reads: ShopOrderReads;
  callers: CallerScopeReads;
  franchises: Pick<FranchiseStore, 'getFranchise'>;
  payments: PaymentProvider;
  /** The provider's test mode: a test Thon's orders are charged there, never live. */
  testPayments?: PaymentProvider;
  mailer: Mailer;
  testOutbox?: TestOutbox;
  ids: Ids;
  clock: Clock;
  logger: Logger;
  /** Orders by the state each change left them in (order-metrics.ts), and shop refunds. */
  metrics: BusinessMetrics;
}

/** The carts' and the order reads' ports: the table, ids and the clock; no provider, no mail. */
export type CartPorts = Pick<ShopOrderPorts, 'orders' | 'reads' | 'callers' | 'franchises' | 'ids' | 'clock'>;
