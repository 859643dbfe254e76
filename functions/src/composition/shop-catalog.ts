// Ready dependencies of the catalogue's table routes (lists, reads, edits, stock): the table only.
import { catalogueCallerReads, catalogueVendorReads, productStore } from '../data/stores/shop-catalog';
import type { ShopCatalogPorts } from '../domain/shop-catalog/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { catalogDeps } from './catalog';

export const shopCatalogDeps = {
  products: productStore,
  vendors: catalogueVendorReads,
  callers: catalogueCallerReads,
  ...catalogDeps,
  ids: randomIds,
  clock: systemClock,
} satisfies Omit<ShopCatalogPorts, 'uploads' | 'site' | 'logger'>;
