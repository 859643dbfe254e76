// The products a programme names, checked and copied (docs/prizes.md Model): each an active product
// of an active vendor that serves the Thon's franchise (the shop's own rule: CreateCart refuses the
// same vendor), a level's prizes marked isPrize, a supply sold per participant. The names, vendor and
// first image are copied so pages show a level without reading products; `sized` says the product
// comes in shirt sizes.
import {
  prizeProductNotAPrize,
  prizeProductNotFound,
  prizeSupplyNotPerParticipant,
  prizeVendorNotSelling,
  prizeVendorNotServing,
} from '@thon/shared/catalog/prize-messages';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
import type { VendorRecord } from '../../data/repositories/vendors-repository';
import { directCustomer } from '../access/scope';
import { Conflict, RuleBroken } from '../errors';
import type { PrizeProductReads } from './ports';

export type PrizeItemRecord = PrizeProgrammeRecord['supplies'][number];

export interface CheckedProducts {
  products: ReadonlyMap<string, ProductRecord>;
  vendors: ReadonlyMap<string, VendorRecord>;
}

/** One BatchGet of the products, one of their vendors; an unknown id is refused by name. */
export async function readProducts(
  reads: PrizeProductReads,
  productIds: readonly string[],
): Promise<CheckedProducts> {
  const products = new Map(
    (await reads.getProducts(productIds)).map((product) => [product.productId, product]),
  );
  for (const productId of productIds) {
    if (!products.has(productId)) throw new RuleBroken(prizeProductNotFound(productId));
  }
  const vendors = await reads.getVendors([...products.values()].map((product) => product.vendorId));
  return { products, vendors: new Map(vendors.map((vendor) => [vendor.vendorId, vendor])) };
}

function sellingVendor(
  checked: CheckedProducts,
  product: ProductRecord,
  thonFranchiseId: string | undefined,
): VendorRecord {
  const vendor = checked.vendors.get(product.vendorId);
  if (!vendor || vendor.status !== 'active')
    throw new Conflict(prizeVendorNotSelling(product.vendorName, product.name));
  const franchise = thonFranchiseId ?? directCustomer;
  // A direct customer's Thon belongs to no franchise and takes any active vendor, as in the shop.
  if (franchise !== directCustomer && !vendor.franchiseIds.includes(franchise))
    throw new Conflict(prizeVendorNotServing(vendor.name, product.name));
  return vendor;
}

function itemOf(product: ProductRecord, vendor: VendorRecord, quantity: number): PrizeItemRecord {
  const imageUrl = product.images[0];
  return {
    productId: product.productId,
    vendorId: vendor.vendorId,
    productName: product.name,
    vendorName: vendor.name,
    ...(imageUrl ? { imageUrl } : {}),
    sized: product.variants.some((variant) => variant.sizeCode !== undefined && variant.sizeCode !== ''),
    quantity,
  };
}

/** A level's prize: an active prize product of a vendor selling to the Thon. */
export function prizeItem(
  checked: CheckedProducts,
  productId: string,
  quantity: number,
  thonFranchiseId: string | undefined,
): PrizeItemRecord {
  const product = checked.products.get(productId);
  if (!product) throw new RuleBroken(prizeProductNotFound(productId));
  if (product.status !== 'active' || !product.isPrize)
    throw new RuleBroken(prizeProductNotAPrize(product.name));
  return itemOf(product, sellingVendor(checked, product, thonFranchiseId), quantity);
}

/** A supply: an active product sold per participant, of a vendor selling to the Thon. */
export function supplyItem(
  checked: CheckedProducts,
  productId: string,
  thonFranchiseId: string | undefined,
): PrizeItemRecord {
  const product = checked.products.get(productId);
  if (!product) throw new RuleBroken(prizeProductNotFound(productId));
  if (product.status !== 'active' || product.quantityBasis !== 'per-participant')
    throw new RuleBroken(prizeSupplyNotPerParticipant(product.name));
  return itemOf(product, sellingVendor(checked, product, thonFranchiseId), 1);
}

/** The images a level's picture may be: those of its prize products. */
export function levelPictures(checked: CheckedProducts, productIds: readonly string[]): Set<string> {
  return new Set(productIds.flatMap((productId) => checked.products.get(productId)?.images ?? []));
}
