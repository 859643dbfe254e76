// What the catalogue's use cases ask of the outside world: the products and their stock records,
// the vendor (its name, copied on the product), the caller's user item (a vendor user's vendor, an
// actor's name), the reference lists (categories, shirt sizes), the uploads bucket and site for
// images, ids and the clock. composition/shop-catalog*.ts wires them; unit tests pass in-memory ones.
import type {
  appendProductImage,
  createProduct,
  getProduct,
  listActiveProducts,
  listStockAdjustments,
  listVendorProducts,
  replaceProduct,
  writeStockAdjustment,
} from '../../data/repositories/products-repository';
import type { getVendor } from '../../data/repositories/vendors-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import type { CatalogSettings } from '../catalog/ports';
import type { UploadsBucket } from '../landing-pages/ports';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Logger } from '../ports/logger';
import type { Site } from '../ports/site';

export interface ProductStore {
  getProduct: typeof getProduct;
  createProduct: typeof createProduct;
  replaceProduct: typeof replaceProduct;
  listVendorProducts: typeof listVendorProducts;
  listActiveProducts: typeof listActiveProducts;
  writeStockAdjustment: typeof writeStockAdjustment;
  listStockAdjustments: typeof listStockAdjustments;
  appendProductImage: typeof appendProductImage;
}

export interface ShopCatalogPorts {
  products: ProductStore;
  vendors: { getVendor: typeof getVendor };
  callers: CallerScopeReads;
  settings: CatalogSettings;
  uploads: UploadsBucket;
  site: Site;
  logger: Logger;
  ids: Ids;
  clock: Clock;
}
