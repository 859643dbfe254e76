// Ready dependencies of the fulfilment moves that send nothing and move no money (hold, release,
// mark paid, mark delivered): the table alone, so their functions are granted nothing else, and the
// business metrics. The order is read strongly consistent: a move right after another sees its
// version.
import { franchiseCallerReads, franchiseStore } from '../data/stores/franchises';
import { fulfilmentOrderReads } from '../data/stores/shop-fulfilment';
import { shopOrderReads, shopOrderStore } from '../data/stores/shop-orders';
import type { MoveDeps } from '../domain/shop-fulfilment/move-order';
import type { FulfilmentPorts } from '../domain/shop-fulfilment/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';
import { powertoolsBusinessMetrics } from '../platform/metrics';

export const fulfilmentMoveDeps = {
  orders: { ...shopOrderStore, ...fulfilmentOrderReads },
  reads: shopOrderReads,
  callers: franchiseCallerReads,
  franchises: franchiseStore,
  ids: randomIds,
  clock: systemClock,
  logger: powertoolsLogger,
  metrics: powertoolsBusinessMetrics,
} satisfies MoveDeps & Pick<FulfilmentPorts, 'ids' | 'logger'>;
