// Ready dependencies of a product's image upload and its confirmation: the product (table) and the
// uploads bucket (S3), the site's origin and the log, as the landing pages' pipeline needs them.
import type { ShopCatalogPorts } from '../domain/shop-catalog/ports';
import { environmentSite } from '../platform/site';
import { powertoolsLogger } from '../platform/logger';
import { s3UploadsBucket } from '../platform/uploads-bucket';
import { shopCatalogDeps } from './shop-catalog';

export const shopCatalogImageDeps = {
  ...shopCatalogDeps,
  uploads: s3UploadsBucket,
  site: environmentSite,
  logger: powertoolsLogger,
} satisfies ShopCatalogPorts;
