// The shop's catalogue (docs/shop.md): products with their variants, stock and images. Buyers
// read active products; a vendor user manages their own vendor's (a super admin any vendor's).
// Category and size codes are checked against the current reference lists by the domain, since
// the console edits those lists.
import * as z from 'zod';
import { requiredId as id, requiredText as text } from './required-fields';
import { fileSizeLimitExceeded, fileTypeNotAllowed } from '../../catalog/messages';
import { shopCursorNotValid, shopSkusNotUnique, shopVariantSizeRequired } from '../../catalog/shop-messages';
import { allowedUploadContentTypes, maxImageBytes } from '../../catalog/uploads';

/** A whole number in [min, max], with messages naming the field. */
const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const productStatuses = ['draft', 'active', 'archived'] as const;
export const productStatusSchema = z.enum(productStatuses, {
  error: `Status must be one of ${productStatuses.join(', ')}`,
});
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const maxProductVariants = 50;
export const maxProductImages = 6;
export const maxProductNameLength = 120;
export const maxProductDescriptionLength = 2000;
export const maxLeadTimeDays = 365;
/** Ten million dollars: far above any item, low enough that order totals stay exact integers. */
export const maxProductCents = 1_000_000_000;
export const maxPackSize = 100_000;

/**
 * How the cart builder fills a line from a Thon (docs/shop.md, Cart builder): one pack; so much per
 * participant (e.g. 1 lb); or one per participant of each shirt size, on the variant of that size.
 */
export const quantityBasisSchema = z.discriminatedUnion(
  'Kind',
  [
    z.strictObject({ Kind: z.literal('fixed') }),
    z.strictObject({
      Kind: z.literal('per-participant'),
      AmountPerParticipant: z
        .number({ error: 'AmountPerParticipant must be a number' })
        .positive('AmountPerParticipant must be more than 0')
        .max(1000, 'AmountPerParticipant must be at most 1000'),
      Unit: text('Unit', 20),
    }),
    z.strictObject({ Kind: z.literal('per-shirt-size') }),
  ],
  { error: 'QuantityBasis Kind must be one of fixed, per-participant, per-shirt-size' },
);
export type QuantityBasis = z.infer<typeof quantityBasisSchema>;

/** A variant as sent: an existing VariantId keeps its stock; without one it is new (stock 0). */
export const variantInputSchema = z.strictObject({
  VariantId: id('VariantId').optional(),
  Sku: text('Sku', 64),
  /** A shirt size Code (GetReferenceLists shirtSizes); '' or absent: none. */
  Size: z.string().trim().max(16, 'Size is not a shirt size').optional(),
  Colour: z.string().trim().max(40, 'Colour must be at most 40 characters').optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

const variantsSchema = z
  .array(variantInputSchema, { error: 'Variants must be a list' })
  .min(1, 'A product needs at least one variant')
  .max(maxProductVariants, `A product has at most ${maxProductVariants} variants`);

const productFields = {
  Name: text('Name', maxProductNameLength),
  Description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(maxProductDescriptionLength, `Description must be at most ${maxProductDescriptionLength} characters`)
    .default(''),
  /** A shop category Code (GetReferenceLists shopCategories). */
  Category: text('Category', 60),
  PriceCents: whole('PriceCents', 0, maxProductCents),
  /** The vendor's cost: vendors and super admins only ever see it. */
  CostCents: whole('CostCents', 0, maxProductCents),
  PackSize: whole('PackSize', 1, maxPackSize),
  MinimumOrder: whole('MinimumOrder', 1, maxPackSize),
  LeadTimeDays: whole('LeadTimeDays', 0, maxLeadTimeDays),
  IsPrize: z.boolean({ error: 'IsPrize must be true or false' }),
  StockTracked: z.boolean({ error: 'StockTracked must be true or false' }),
  QuantityBasis: quantityBasisSchema,
  Variants: variantsSchema,
};

type ProductRules = {
  Variants?: readonly VariantInput[] | undefined;
  QuantityBasis?: QuantityBasis | undefined;
};

/** SKUs unique within the product (case-insensitive); a per-shirt-size product's variants each name a size. */
function checkVariants(value: ProductRules, context: z.RefinementCtx): void {
  const variants = value.Variants ?? [];
  const skus = new Set<string>();
  for (const variant of variants) {
    const sku = variant.Sku.toLowerCase();
    if (skus.has(sku)) {
      context.addIssue({ code: 'custom', path: ['Variants'], message: shopSkusNotUnique(variant.Sku) });
      return;
    }
    skus.add(sku);
  }
  if (value.QuantityBasis?.Kind === 'per-shirt-size' && variants.some((variant) => !variant.Size))
    context.addIssue({ code: 'custom', path: ['Variants'], message: shopVariantSizeRequired });
}

/** A vendor user's VendorId is their own (absent means theirs); a super admin names one. */
export const createProductRequestSchema = z
  .strictObject({
    VendorId: id('VendorId').optional(),
    ...productFields,
    Status: productStatusSchema.default('draft'),
  })
  .superRefine(checkVariants);
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;
export type CreateProductRequestInput = z.input<typeof createProductRequestSchema>;

/**
 * Only the fields sent change. `Version` is the one read: a product changed since answers 409.
 * `Images` reorders or removes (a subset of the current URLs); new ones come through
 * ConfirmProductImageUpload. Variants sent replace the list, each existing VariantId keeping its stock.
 */
export const updateProductRequestSchema = z
  .strictObject({
    ProductId: id('ProductId'),
    Version: whole('Version', 1, Number.MAX_SAFE_INTEGER),
    ...z.strictObject(productFields).partial().shape,
    Description: productFields.Description.unwrap().optional(),
    Status: productStatusSchema.optional(),
    Images: z
      .array(z.string().trim().min(1).max(500), { error: 'Images must be a list' })
      .max(maxProductImages, `A product has at most ${maxProductImages} images`)
      .optional(),
  })
  .superRefine(checkVariants);
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;
export type UpdateProductRequestInput = z.input<typeof updateProductRequestSchema>;

/**
 * A product's quantity basis as answered: the stored values, whatever rules applied when they were
 * written (a unit saved empty by an older client must not make every list a 500).
 */
export const quantityBasisViewSchema = z.discriminatedUnion('Kind', [
  z.strictObject({ Kind: z.literal('fixed') }),
  z.strictObject({ Kind: z.literal('per-participant'), AmountPerParticipant: z.number(), Unit: z.string() }),
  z.strictObject({ Kind: z.literal('per-shirt-size') }),
]);

export const productVariantSchema = z.strictObject({
  VariantId: z.string(),
  Sku: z.string(),
  Size: z.string().optional(),
  Colour: z.string().optional(),
  /** Only on a stock-tracked product. */
  StockOnHand: z.number().int().optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.strictObject({
  ProductId: z.string(),
  VendorId: z.string(),
  VendorName: z.string(),
  Name: z.string(),
  Description: z.string(),
  Category: z.string(),
  /** Published image URLs, in display order. */
  Images: z.array(z.string()),
  PriceCents: z.number().int(),
  /** Absent for buyers: only the vendor and super admins see the vendor's cost. */
  CostCents: z.number().int().optional(),
  PackSize: z.number().int(),
  MinimumOrder: z.number().int(),
  LeadTimeDays: z.number().int(),
  IsPrize: z.boolean(),
  Status: productStatusSchema,
  StockTracked: z.boolean(),
  QuantityBasis: quantityBasisViewSchema,
  Variants: z.array(productVariantSchema),
  Version: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const maxProductsPageSize = 100;

const pageSize = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'PageSize must be a number' })
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be at least 1')
    .max(max, `PageSize must be at most ${max}`)
    .default(fallback);

const cursor = z.string().trim().min(1, shopCursorNotValid).max(2048, shopCursorNotValid).optional();

/**
 * Buyers: the active products of `Category` (or all), optionally those whose name starts with
 * `Search`. A vendor user: their own products in every status (`Status` narrows). A super admin
 * naming `VendorId`: that vendor's, as the vendor sees them. `Cursor` is the previous page's
 * `NextCursor` (opaque).
 */
export const listProductsQuerySchema = z.strictObject({
  Category: z.string().trim().min(1, 'Category is required').max(60, 'Category is not valid').optional(),
  Search: z.string().trim().max(maxProductNameLength, 'Search is too long').optional(),
  VendorId: id('VendorId').optional(),
  Status: productStatusSchema.optional(),
  PageSize: pageSize(24, maxProductsPageSize),
  Cursor: cursor,
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export const productListSchema = z.strictObject({
  Products: z.array(productSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productIdPathSchema = z.strictObject({ productId: id('ProductId') });

/** One stock move of a tracked product's variant: received goods (+) or a count correction (±). */
export const adjustStockRequestSchema = z.strictObject({
  ProductId: id('ProductId'),
  VariantId: id('VariantId'),
  Delta: whole('Delta', -1_000_000, 1_000_000).refine((delta) => delta !== 0, 'Delta must not be 0'),
  Reason: text('Reason', 200),
});
export type AdjustStockRequest = z.infer<typeof adjustStockRequestSchema>;

export const stockAdjustmentSchema = z.strictObject({
  AdjustmentId: z.string(),
  ProductId: z.string(),
  VariantId: z.string(),
  Delta: z.number().int(),
  StockAfter: z.number().int(),
  Reason: z.string(),
  At: z.string(),
  By: z.strictObject({ UserId: z.string(), Name: z.string() }),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const adjustStockResponseSchema = z.strictObject({
  Product: productSchema,
  Adjustment: stockAdjustmentSchema,
});
export type AdjustStockResponse = z.infer<typeof adjustStockResponseSchema>;

/** A product's stock moves, newest first. */
export const listStockAdjustmentsQuerySchema = z.strictObject({
  ProductId: id('ProductId'),
  PageSize: pageSize(25, 100),
  Cursor: cursor,
});
export type ListStockAdjustmentsQuery = z.infer<typeof listStockAdjustmentsQuerySchema>;

export const stockAdjustmentListSchema = z.strictObject({
  Adjustments: z.array(stockAdjustmentSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type StockAdjustmentList = z.infer<typeof stockAdjustmentListSchema>;

/** The landing pages' presigned upload, for one image of a product (at most six per product). */
export const productImageUploadRequestSchema = z.strictObject({
  ProductId: id('ProductId'),
  FileName: z.string().trim().min(1).max(255),
  ContentType: z.enum(allowedUploadContentTypes, { error: fileTypeNotAllowed }),
  Size: z.number().int().positive(fileTypeNotAllowed).max(maxImageBytes, fileSizeLimitExceeded),
});
export type ProductImageUploadRequest = z.infer<typeof productImageUploadRequestSchema>;

export const productImageUploadSchema = z.strictObject({
  UploadId: z.string(),
  /** The presigned POST: the browser posts Fields then the file to Url, straight to S3. */
  Url: z.string(),
  Fields: z.object({}).catchall(z.string()),
  MaxBytes: z.number().int(),
  ExpiresAt: z.string(),
});
export type ProductImageUpload = z.infer<typeof productImageUploadSchema>;

/** Checks and publishes the upload, then appends it to the product's Images. */
export const confirmProductImageUploadRequestSchema = z.strictObject({
  ProductId: id('ProductId'),
  UploadId: id('UploadId'),
});
export type ConfirmProductImageUploadRequest = z.infer<typeof confirmProductImageUploadRequestSchema>;
