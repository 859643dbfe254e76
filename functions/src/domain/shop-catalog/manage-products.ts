// Creating and editing products: a vendor user for their own vendor, a super admin for any (naming
// it). An edit is conditioned on the Version its editor read (409 when someone changed the product
// since); stock moved by an order or an adjustment in between is not an edit, so the write reads
// again and keeps the new stock rather than refusing.
import type {
  CreateProductRequest,
  Product,
  UpdateProductRequest,
} from '@thon/shared/api/schemas/shop-catalog';
import {
  shopImagesNotCurrent,
  shopProductChanged,
  shopVariantSizeRequired,
  shopVendorRequired,
} from '@thon/shared/catalog/shop-messages';
import { scopedCaller } from '../access/caller-scope';
import { canWorkForVendor, notFoundUnless, ownVendor } from '../access/scope';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { checkProductCodes } from '../catalog/reference-codes';
import { Conflict, RuleBroken } from '../errors';
import type { ProductFields, ProductRecord } from '../../data/repositories/products-repository';
import { productToManage } from './catalogue-access';
import { storedQuantityBasis, storedVariants } from './product-fields';
import { productStatusFromWire, productView } from './product-view';
import type { ShopCatalogPorts } from './ports';

type Deps = Pick<ShopCatalogPorts, 'products' | 'vendors' | 'callers' | 'settings' | 'ids' | 'clock'>;

const sizesOf = (variants: readonly { Size?: string | undefined }[]) =>
  variants.map((variant) => variant.Size?.trim() ?? '').filter((size) => size.length > 0);

/** Each variant's size as the list spells it, position for position (undefined: none). */
function sizesByPosition(variants: readonly { Size?: string | undefined }[], spelled: readonly string[]) {
  let next = 0;
  return variants.map((variant) => (variant.Size?.trim() ? spelled[next++] : undefined));
}

async function vendorNameFor(deps: Pick<Deps, 'vendors'>, vendorId: string): Promise<string> {
  const vendor = await deps.vendors.getVendor(vendorId);
  notFoundUnless(vendor !== undefined);
  return vendor.name;
}

export async function createProduct(
  deps: Deps,
  caller: Caller,
  request: CreateProductRequest,
): Promise<Product> {
  const scoped = await scopedCaller(deps.callers, caller);
  const vendorId = scoped.role === 'vendor' ? (request.VendorId ?? ownVendor(scoped)) : request.VendorId;
  if (vendorId === undefined && scoped.role === 'super-admin')
    throw new RuleBroken(shopVendorRequired, [{ path: 'VendorId', message: shopVendorRequired }]);
  notFoundUnless(vendorId !== undefined && canWorkForVendor(scoped, vendorId));
  const vendorName = await vendorNameFor(deps, vendorId);
  const codes = await checkProductCodes(deps, {
    Category: request.Category,
    Sizes: sizesOf(request.Variants),
  });
  const at = new Date(deps.clock.nowMs()).toISOString();
  const product: ProductFields = {
    productId: deps.ids.newId(),
    vendorId,
    vendorName,
    name: request.Name,
    nameKey: request.Name.toLowerCase(),
    description: request.Description,
    category: codes.Category,
    images: [],
    priceCents: request.PriceCents,
    costCents: request.CostCents,
    packSize: request.PackSize,
    minimumOrder: request.MinimumOrder,
    leadTimeDays: request.LeadTimeDays,
    isPrize: request.IsPrize,
    status: productStatusFromWire[request.Status],
    stockTracked: request.StockTracked,
    ...storedQuantityBasis(request.QuantityBasis),
    variants: storedVariants({
      variants: request.Variants,
      sizes: sizesByPosition(request.Variants, codes.Sizes),
      current: [],
      tracked: request.StockTracked,
      newId: () => deps.ids.newId(),
    }),
    version: 1,
    stockRevision: 0,
    createdAt: at,
    updatedAt: at,
  };
  await deps.products.createProduct(product);
  return productView(product as ProductRecord, true);
}

/** The edited product: the request's fields over the stored ones. */
async function edited(
  deps: Deps,
  current: ProductRecord,
  request: UpdateProductRequest,
): Promise<ProductFields> {
  const variants = request.Variants;
  const category = request.Category ?? current.category;
  const keptSizes = current.variants.flatMap((variant) => (variant.sizeCode ? [variant.sizeCode] : []));
  const codes = await checkProductCodes(
    deps,
    { Category: category, Sizes: variants ? sizesOf(variants) : [] },
    { Category: current.category, Sizes: keptSizes },
  );
  if (request.Images && !request.Images.every((url) => current.images.includes(url)))
    throw new RuleBroken(shopImagesNotCurrent, [{ path: 'Images', message: shopImagesNotCurrent }]);
  const tracked = request.StockTracked ?? current.stockTracked;
  const basis = request.QuantityBasis ? storedQuantityBasis(request.QuantityBasis) : undefined;
  const {
    listedCategory: _category,
    listing: _listing,
    amountPerParticipant,
    quantityUnit,
    ...kept
  } = current;
  const name = request.Name ?? current.name;
  return {
    ...kept,
    ...(basis ?? (amountPerParticipant !== undefined ? { amountPerParticipant, quantityUnit } : {})),
    vendorName: await vendorNameFor(deps, current.vendorId),
    name,
    nameKey: name.toLowerCase(),
    description: request.Description ?? current.description,
    category: codes.Category,
    images: [...new Set(request.Images ?? current.images)],
    priceCents: request.PriceCents ?? current.priceCents,
    costCents: request.CostCents ?? current.costCents,
    packSize: request.PackSize ?? current.packSize,
    minimumOrder: request.MinimumOrder ?? current.minimumOrder,
    leadTimeDays: request.LeadTimeDays ?? current.leadTimeDays,
    isPrize: request.IsPrize ?? current.isPrize,
    status: request.Status ? productStatusFromWire[request.Status] : current.status,
    stockTracked: tracked,
    variants: storedVariants({
      variants:
        variants ??
        current.variants.map((variant) => ({
          VariantId: variant.variantId,
          Sku: variant.sku,
          Size: variant.sizeCode,
          Colour: variant.colour,
        })),
      sizes: variants
        ? sizesByPosition(variants, codes.Sizes)
        : current.variants.map((variant) => variant.sizeCode),
      current: current.variants,
      tracked,
      newId: () => deps.ids.newId(),
    }),
    version: current.version + 1,
    updatedAt: new Date(deps.clock.nowMs()).toISOString(),
  };
}

/** Rounds of reading again when only stock moved under the edit (each a fresh read and write). */
const stockRaceRounds = 6;

export async function updateProduct(
  deps: Deps,
  caller: Caller,
  request: UpdateProductRequest,
): Promise<Product> {
  for (let round = 0; round < stockRaceRounds; round += 1) {
    const { product: current } = await productToManage(deps, caller, request.ProductId);
    if (current.version !== request.Version) throw new Conflict(shopProductChanged);
    const product = await edited(deps, current, request);
    // The request's schema checks sizes against its own variants; a basis changed alone needs the kept ones sized too.
    if (product.quantityBasis === 'per-shirt-size' && product.variants.some((variant) => !variant.sizeCode))
      throw new RuleBroken(shopVariantSizeRequired, [{ path: 'Variants', message: shopVariantSizeRequired }]);
    const outcome = await deps.products.replaceProduct(product, {
      version: request.Version,
      stockRevision: current.stockRevision,
    });
    if (outcome === 'written') return productView(product as ProductRecord, true);
    // Refused: an edit by someone else (the next read answers 409) or stock that moved (read again).
    await backOff(round);
  }
  throw new Conflict(shopProductChanged);
}
