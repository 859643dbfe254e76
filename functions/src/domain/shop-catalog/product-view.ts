// A product as the API answers it. The vendor's cost is in the answer only for those who sell or
// run the shop (the product's vendor, super admins): buyers never see it. Stored values map to the
// wire through full Records, so a new stored value cannot reach the wire unmapped.
import type { Product, ProductStatus, QuantityBasis } from '@thon/shared/api/schemas/shop-catalog';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { StoredProductStatus, StoredQuantityBasis } from '../../data/stored-values/shop-catalog';

export const productStatusToWire: Record<StoredProductStatus, ProductStatus> = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
};

export const productStatusFromWire: Record<ProductStatus, StoredProductStatus> = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
};

export const quantityBasisKindFromWire: Record<QuantityBasis['Kind'], StoredQuantityBasis> = {
  fixed: 'fixed',
  'per-participant': 'per-participant',
  'per-shirt-size': 'per-shirt-size',
};

function quantityBasisView(record: ProductRecord): QuantityBasis {
  const kinds: Record<StoredQuantityBasis, () => QuantityBasis> = {
    fixed: () => ({ Kind: 'fixed' }),
    'per-participant': () => ({
      Kind: 'per-participant',
      AmountPerParticipant: record.amountPerParticipant ?? 1,
      Unit: record.quantityUnit ?? '',
    }),
    'per-shirt-size': () => ({ Kind: 'per-shirt-size' }),
  };
  return kinds[record.quantityBasis]();
}

export function productView(record: ProductRecord, withCost: boolean): Product {
  return {
    ProductId: record.productId,
    VendorId: record.vendorId,
    VendorName: record.vendorName,
    Name: record.name,
    Description: record.description,
    Category: record.category,
    Images: [...record.images],
    PriceCents: record.priceCents,
    ...(withCost ? { CostCents: record.costCents } : {}),
    PackSize: record.packSize,
    MinimumOrder: record.minimumOrder,
    LeadTimeDays: record.leadTimeDays,
    IsPrize: record.isPrize,
    Status: productStatusToWire[record.status],
    StockTracked: record.stockTracked,
    QuantityBasis: quantityBasisView(record),
    Variants: record.variants.map((variant) => ({
      VariantId: variant.variantId,
      Sku: variant.sku,
      ...(variant.sizeCode ? { Size: variant.sizeCode } : {}),
      ...(variant.colour ? { Colour: variant.colour } : {}),
      ...(record.stockTracked ? { StockOnHand: variant.stockOnHand ?? 0 } : {}),
    })),
    Version: record.version,
    CreatedAt: record.createdAt,
    UpdatedAt: record.updatedAt,
  };
}
