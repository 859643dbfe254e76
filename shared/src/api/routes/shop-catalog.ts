// The shop's catalogue (docs/shop.md): buyers browse active products; vendor users (a super admin
// for any vendor) create and edit their products, move stock and add images.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  adjustStockRequestSchema,
  adjustStockResponseSchema,
  confirmProductImageUploadRequestSchema,
  createProductRequestSchema,
  listProductsQuerySchema,
  listStockAdjustmentsQuerySchema,
  productIdPathSchema,
  productImageUploadRequestSchema,
  productImageUploadSchema,
  productListSchema,
  productSchema,
  stockAdjustmentListSchema,
  updateProductRequestSchema,
} from '../schemas/shop-catalog';
import { noQuery } from './route-defaults';

/** Who buys (docs/shop.md, Who) and so browses the catalogue, with the vendors who sell in it. */
const catalogueReaders = {
  kind: 'signed-in',
  roles: ['super-admin', 'franchisee-user', 'organizer', 'vendor'],
} as const;
/** A vendor user for their own vendor; a super admin for any (naming it). */
const productManagers = { kind: 'signed-in', roles: ['vendor', 'super-admin'] } as const;

export const shopCatalogRoutes = {
  listProducts: defineRoute({
    name: 'ListProducts',
    summary:
      'Buyers: the active products of a category (or all), by name, optionally a name prefix; a vendor user: their own in every status. A page at a time (cursor)',
    method: 'GET',
    path: '/api/shop/ListProducts',
    handler: 'shop-catalog/list-products',
    auth: catalogueReaders,
    table: 'read',
    request: { query: listProductsQuerySchema },
    response: productListSchema,
  }),
  getProduct: defineRoute({
    name: 'GetProduct',
    summary:
      "One product; another vendor's, or a product not active for a buyer, answers 404 like an unknown id",
    method: 'GET',
    path: '/api/shop/GetProduct/{productId}',
    handler: 'shop-catalog/get-product',
    auth: catalogueReaders,
    table: 'read',
    request: { path: productIdPathSchema, ...noQuery },
    response: productSchema,
  }),
  createProduct: defineRoute({
    name: 'CreateProduct',
    summary: "Create a product of the caller's vendor (a super admin names it); tracked stock starts at 0",
    method: 'POST',
    path: '/api/shop/CreateProduct',
    handler: 'shop-catalog/create-product',
    auth: productManagers,
    table: 'write',
    request: { body: createProductRequestSchema, ...noQuery },
    response: productSchema,
  }),
  updateProduct: defineRoute({
    name: 'UpdateProduct',
    summary:
      'Edit a product (conditioned on its Version: 409 when changed), its status, variants (stock kept) and image order',
    method: 'POST',
    path: '/api/shop/UpdateProduct',
    handler: 'shop-catalog/update-product',
    auth: productManagers,
    table: 'write',
    request: { body: updateProductRequestSchema, ...noQuery },
    response: productSchema,
  }),
  adjustStock: defineRoute({
    name: 'AdjustStock',
    summary:
      "Move a tracked variant's stock by Delta with a reason, in one transaction with its record; never below 0 (409)",
    method: 'POST',
    path: '/api/shop/AdjustStock',
    handler: 'shop-catalog/adjust-stock',
    auth: productManagers,
    table: 'write',
    request: { body: adjustStockRequestSchema, ...noQuery },
    response: adjustStockResponseSchema,
  }),
  listStockAdjustments: defineRoute({
    name: 'ListStockAdjustments',
    summary: "A product's stock moves, newest first, a page at a time (cursor)",
    method: 'GET',
    path: '/api/shop/ListStockAdjustments',
    handler: 'shop-catalog/list-stock-adjustments',
    auth: productManagers,
    table: 'read',
    request: { query: listStockAdjustmentsQuerySchema },
    response: stockAdjustmentListSchema,
  }),
  productImageUpload: defineRoute({
    name: 'ProductImageUpload',
    summary:
      'A presigned S3 POST for one product image (content type and size in its conditions, into incoming/); at most 6 per product',
    method: 'POST',
    path: '/api/shop/ProductImageUpload',
    handler: 'shop-catalog/product-image-upload',
    auth: productManagers,
    table: 'read',
    uses: ['uploads'],
    request: { body: productImageUploadRequestSchema, ...noQuery },
    response: productImageUploadSchema,
  }),
  confirmProductImageUpload: defineRoute({
    name: 'ConfirmProductImageUpload',
    summary:
      "Checks the uploaded object (size, magic bytes), strips its metadata, publishes it and appends it to the product's images",
    method: 'POST',
    path: '/api/shop/ConfirmProductImageUpload',
    handler: 'shop-catalog/confirm-product-image-upload',
    auth: productManagers,
    table: 'write',
    uses: ['uploads'],
    request: { body: confirmProductImageUploadRequestSchema, ...noQuery },
    response: productSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
