// GetProductStatusReport: a vendor's products per variant, where their ordered units are and the
// stock on hand (product-status.ts). A vendor user reads their own vendor's; a super admin names
// the vendor. Reads: the vendor (its name; an unknown one answers 404), at most
// maxShopReportProducts products (gsi1 of the product) and maxShopReportOrders orders (gsi1 of the
// order, drafts included: what sits in carts is demand the vendor plans stock for, counted only).
import {
  maxShopReportOrders,
  maxShopReportProducts,
  type GetProductStatusReportQuery,
  type ProductStatusReportWire,
  type ProductStatusRowWire,
} from '@thon/shared/api/schemas/shop-reports';
import { shopReportVendorRequired } from '@thon/shared/catalog/shop-messages';
import { scopedCaller } from '../access/caller-scope';
import { foundInScope, notFoundUnless, ownVendor, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import {
  productStatus,
  productStatusTotals,
  type ProductStatusQuantities,
  type ProductStatusRow,
} from './product-status';
import type { ShopReportPorts } from './ports';
import { reportOrderOf, reportProductOf } from './report-order-of-record';
import { productStatusCsv } from './shop-report-csv';

/** The vendor a caller's report covers: a vendor user's own (naming another answers 404). */
function vendorOfReport(scoped: ScopedCaller, named: string | undefined): string {
  if (scoped.role === 'super-admin') {
    if (named === undefined)
      throw new RuleBroken(shopReportVendorRequired, [
        { path: 'VendorId', message: shopReportVendorRequired },
      ]);
    return named;
  }
  const own = ownVendor(scoped);
  notFoundUnless(own !== undefined && (named === undefined || named === own));
  return own;
}

function quantitiesOnTheWire(quantities: ProductStatusQuantities) {
  return {
    InDrafts: quantities.inDrafts,
    Submitted: quantities.submitted,
    Confirmed: quantities.confirmed,
    Shipped: quantities.shipped,
    Delivered: quantities.delivered,
    Cancelled: quantities.cancelled,
  };
}

function rowOnTheWire(row: ProductStatusRow): ProductStatusRowWire {
  return {
    ProductId: row.productId,
    ProductName: row.productName,
    ProductStatus: row.productStatus,
    VariantId: row.variantId,
    Sku: row.sku,
    Size: row.size,
    Colour: row.colour,
    ...quantitiesOnTheWire(row),
    StockOnHand: row.stockOnHand ?? null,
  };
}

export async function getProductStatusReport(
  deps: ShopReportPorts,
  caller: Caller,
  query: GetProductStatusReportQuery,
): Promise<ProductStatusReportWire> {
  const scoped = await scopedCaller(deps.users, caller);
  const vendorId = vendorOfReport(scoped, query.VendorId);
  const vendor = foundInScope(await deps.reads.getVendor(vendorId), () => true);
  const [products, orders] = await Promise.all([
    deps.reads.listProductsOfVendor(vendorId, maxShopReportProducts),
    deps.reads.listOrdersOfVendor(vendorId, maxShopReportOrders),
  ]);
  const rows = productStatus(products.items.map(reportProductOf), orders.items.map(reportOrderOf));
  return {
    VendorId: vendor.vendorId,
    VendorName: vendor.name,
    Rows: rows.map(rowOnTheWire),
    Totals: quantitiesOnTheWire(productStatusTotals(rows)),
    Truncated: products.truncated || orders.truncated,
    ...(query.Format === 'csv' ? { Csv: productStatusCsv(rows) } : {}),
  };
}
