// The shop's products and their stock records. An edit puts the whole item (so the sparse buyers'
// indexes gsi2/gsi3 follow the status exactly: their composite attributes are written only while
// active), conditioned on the version the editor read and on the stock revision this write read,
// so it never puts back stock that moved in between. Lists are one Query per page.
import type { EntityItem } from 'electrodb';
import type { productEntity } from '../entities/product';
import type { stockAdjustmentEntity } from '../entities/stock-adjustment';
import { storedShopListing, type StoredProductStatus } from '../stored-values/shop-catalog';
import { thon } from '../thon-service';
import { cursorFits } from './audit-log-repository';
import { batchGetAll } from './batch-get';
import { isConditionFailure, writeNamed, type WriteOutcome } from './write-transaction';

/**
 * The path of a list element in ElectroDB's update and condition builders: its attribute proxies
 * answer every position (the expression names `list[i]`), whatever the list holds.
 */
export function at<T>(list: readonly T[], position: number): T {
  return list[position] as T;
}

export type ProductRecord = EntityItem<typeof productEntity>;
export type StockAdjustmentRecord = EntityItem<typeof stockAdjustmentEntity>;

/** A product as its writer sets it: the index attributes are the repository's, derived from the status. */
export type ProductFields = Omit<ProductRecord, 'listedCategory' | 'listing'>;

function indexed(product: ProductFields): ProductRecord {
  const { listedCategory: _category, listing: _listing, ...fields } = product as ProductRecord;
  if (fields.status !== 'active') return fields;
  return { ...fields, listedCategory: fields.category, listing: storedShopListing };
}

export async function getProduct(productId: string): Promise<ProductRecord | undefined> {
  const { data } = await thon().entities.product.get({ productId }).go();
  return data ?? undefined;
}

/** The products of these ids that exist (BatchGet; unprocessed keys asked again). */
export async function getProducts(productIds: readonly string[]): Promise<ProductRecord[]> {
  const distinct = [...new Set(productIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((productId) => ({ productId })),
    (keys) => thon().entities.product.get(keys).go(),
  );
}

/** A new product (created only if its id is unused). */
export async function createProduct(product: ProductFields): Promise<void> {
  await thon().entities.product.create(indexed(product)).go();
}

/**
 * Puts the edited product over the stored one, only while it still holds `read.version` and
 * `read.stockRevision`. 'refused' when either moved (or the product is gone): the caller reads
 * again to tell an edit by someone else (version) from a stock move (revision only).
 */
export async function replaceProduct(
  product: ProductFields,
  read: { version: number; stockRevision: number },
): Promise<'written' | 'refused'> {
  try {
    await thon()
      .entities.product.put(indexed(product))
      .where(
        ({ version, stockRevision }, { eq }) =>
          `${eq(version, read.version)} AND ${eq(stockRevision, read.stockRevision)}`,
      )
      .go();
    return 'written';
  } catch (error) {
    if (isConditionFailure(error)) return 'refused';
    throw error;
  }
}

export interface ProductPage {
  products: ProductRecord[];
  nextCursor?: string;
}

interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

/**
 * A vendor's products by name in every status (gsi1), optionally those whose lowercased name
 * begins with `prefix`; `status` and `category` filter the page. undefined: a foreign cursor.
 */
export async function listVendorProducts(
  vendorId: string,
  filter: {
    status?: StoredProductStatus | undefined;
    category?: string | undefined;
    prefix?: string | undefined;
  },
  page: PageRequest,
): Promise<ProductPage | undefined> {
  const index = thon().entities.product.query.byVendor({ vendorId });
  const keyed = filter.prefix ? index.begins({ nameKey: filter.prefix }) : index;
  const query =
    filter.status === undefined && filter.category === undefined
      ? keyed
      : keyed.where(({ status, category }, { eq }) =>
          [
            ...(filter.status !== undefined ? [eq(status, filter.status)] : []),
            ...(filter.category !== undefined ? [eq(category, filter.category)] : []),
          ].join(' AND '),
        );
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, 'gsi1pk', query.params().ExpressionAttributeValues[':pk'])
  )
    return undefined;
  const { data, cursor } = await query.go({ limit: page.limit, cursor: page.cursor ?? null });
  return { products: data, ...(cursor ? { nextCursor: cursor } : {}) };
}

/**
 * Active products by name: a category's (gsi2) or every one (gsi3), optionally those whose
 * lowercased name begins with `prefix`. undefined: a cursor of another partition or made up.
 */
export async function listActiveProducts(
  filter: { category?: string | undefined; prefix?: string | undefined },
  page: PageRequest,
): Promise<ProductPage | undefined> {
  const product = thon().entities.product;
  const prefix = filter.prefix ? { nameKey: filter.prefix } : undefined;
  const query =
    filter.category !== undefined
      ? prefix
        ? product.query.byCategory({ listedCategory: filter.category }).begins(prefix)
        : product.query.byCategory({ listedCategory: filter.category })
      : prefix
        ? product.query.listed({ listing: storedShopListing }).begins(prefix)
        : product.query.listed({ listing: storedShopListing });
  const field = filter.category !== undefined ? 'gsi2pk' : 'gsi3pk';
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, field, query.params().ExpressionAttributeValues[':pk'])
  )
    return undefined;
  const { data, cursor } = await query.go({ limit: page.limit, cursor: page.cursor ?? null });
  return { products: data, ...(cursor ? { nextCursor: cursor } : {}) };
}

export type StockAdjustmentWrite = 'product' | 'adjustment';

/**
 * One stock move of a tracked variant with its record, in one transaction. The product's condition
 * names the variant by position AND id and holds it at the stock read (`read`), so the record's
 * stockAfter is exact; refused when any of that moved (read again and decide again).
 */
export function writeStockAdjustment(input: {
  position: number;
  read: number;
  adjustment: StockAdjustmentRecord;
  updatedAt: string;
}): Promise<WriteOutcome<StockAdjustmentWrite>> {
  const { position, read, adjustment } = input;
  return writeNamed<StockAdjustmentWrite>((entities) => ({
    product: entities.product
      .patch({ productId: adjustment.productId })
      .data(({ variants, stockRevision, updatedAt }, { set, add }) => {
        set(at(variants, position).stockOnHand, adjustment.stockAfter);
        add(stockRevision, 1);
        set(updatedAt, input.updatedAt);
      })
      .where(
        ({ variants, stockTracked }, { eq }) =>
          `${eq(stockTracked, true)} AND ${eq(at(variants, position).variantId, adjustment.variantId)} AND ${eq(at(variants, position).stockOnHand, read)}`,
      )
      .commit(),
    adjustment: entities.stockAdjustment.create(adjustment).commit(),
  }));
}

/** A product's stock moves, newest first. undefined: a foreign cursor. */
export async function listStockAdjustments(
  productId: string,
  page: PageRequest,
): Promise<{ adjustments: StockAdjustmentRecord[]; nextCursor?: string } | undefined> {
  const query = thon().entities.stockAdjustment.query.byProduct({ productId });
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, 'pk', query.params().ExpressionAttributeValues[':pk'])
  )
    return undefined;
  const { data, cursor } = await query.go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
  return { adjustments: data, ...(cursor ? { nextCursor: cursor } : {}) };
}

/**
 * Appends a published image, only while the product has fewer than `max` and still exists. It
 * raises the version: an image is an edit, and a concurrent edit started before it must not put
 * the list back without it.
 */
export async function appendProductImage(
  productId: string,
  url: string,
  max: number,
  updatedAt: string,
): Promise<ProductRecord | 'full-or-missing'> {
  try {
    const { data } = await thon()
      .entities.product.patch({ productId })
      .append({ images: [url] })
      .add({ version: 1 })
      .set({ updatedAt })
      // Fewer than `max` images: the list has no element at position max - 1.
      .where(({ images }, { notExists }) => notExists(at(images, max - 1)))
      .go({ response: 'all_new' });
    return data as ProductRecord;
  } catch (error) {
    if (isConditionFailure(error)) return 'full-or-missing';
    throw error;
  }
}
