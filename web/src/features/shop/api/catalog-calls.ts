// The catalogue pages' calls: products (a page of a category or a search, one product, create,
// edit), stock (adjust, the adjustment history) and a product's images (the presigned upload and
// its confirmation). Typed from the shared route table.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import type {
  AdjustStockRequest,
  AdjustStockResponse,
  CreateProductRequestInput,
  ListProductsQuery,
  Product,
  ProductImageUpload,
  ProductImageUploadRequest,
  ProductList,
  ProductStatus,
  ProductVariant,
  QuantityBasis,
  StockAdjustment,
  StockAdjustmentList,
  UpdateProductRequestInput,
} from '@thon/shared/api/schemas/shop-catalog';
import { callApi } from '../../../lib/api-client';

export type {
  AdjustStockRequest,
  CreateProductRequestInput,
  Product,
  ProductList,
  ProductStatus,
  ProductVariant,
  QuantityBasis,
  StockAdjustment,
  StockAdjustmentList,
  UpdateProductRequestInput,
};

/** Products per page of the shop: a grid of cards fills 24 evenly at two, three and four across. */
export const productsPageSize = 24;

export function listProducts(query: Partial<ListProductsQuery>, signal?: AbortSignal): Promise<ProductList> {
  return callApi(
    shopCatalogRoutes.listProducts,
    { query: { PageSize: productsPageSize, ...query } },
    { signal },
  );
}

export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return callApi(shopCatalogRoutes.getProduct, { path: { productId }, query: {} }, { signal });
}

export function createProduct(product: CreateProductRequestInput): Promise<Product> {
  return callApi(shopCatalogRoutes.createProduct, { body: product, query: {} });
}

export function updateProduct(changes: UpdateProductRequestInput): Promise<Product> {
  return callApi(shopCatalogRoutes.updateProduct, { body: changes, query: {} });
}

export function adjustStock(request: AdjustStockRequest): Promise<AdjustStockResponse> {
  return callApi(shopCatalogRoutes.adjustStock, { body: request, query: {} });
}

export function listStockAdjustments(
  productId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<StockAdjustmentList> {
  const query = cursor ? { ProductId: productId, Cursor: cursor } : { ProductId: productId };
  return callApi(shopCatalogRoutes.listStockAdjustments, { query }, { signal });
}

export function requestProductImageUpload(request: ProductImageUploadRequest): Promise<ProductImageUpload> {
  return callApi(shopCatalogRoutes.productImageUpload, { body: request, query: {} });
}

export function confirmProductImageUpload(productId: string, uploadId: string): Promise<Product> {
  return callApi(shopCatalogRoutes.confirmProductImageUpload, {
    body: { ProductId: productId, UploadId: uploadId },
    query: {},
  });
}
