// The fulfilment area's own read (domain/shop-fulfilment/ports.ts): the order strongly consistent,
// so a move made right after another sees the version it wrote.
import { readOrderConsistently } from '../repositories/shop-fulfilment-repository';

export const fulfilmentOrderReads = { getOrder: readOrderConsistently };
