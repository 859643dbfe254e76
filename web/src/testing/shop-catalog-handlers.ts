// msw handlers for the shop's catalogue calls: an in-memory fake of the shop-catalog routes. Buyers
// read active products (a category, a name prefix), a page at a time by an opaque cursor as the API
// pages; a vendor user (the fake is told which vendor the caller works for) reads their own
// products in every status. Writes keep Version as the API does (a stale one answers 409), stock
// moves refuse to go below zero, and a confirmed image upload appends to the product's images.
// The web server registers an empty one; tests add theirs with server.use(...shopCatalogApi().handlers).
import { http, HttpResponse } from 'msw';
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import type {
  AdjustStockRequest,
  CreateProductRequestInput,
  Product,
  StockAdjustment,
  UpdateProductRequestInput,
} from '@thon/shared/api/schemas/shop-catalog';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    ProductId: 'prod-medal',
    VendorId: 'vendor-prizes',
    VendorName: 'Podium Prizes',
    Name: 'Finisher medal',
    Description: 'A die-cast medal on a red ribbon.',
    Category: 'Prizes',
    Images: ['https://uploads.test/products/medal.jpg'],
    PriceCents: 250,
    CostCents: 120,
    PackSize: 10,
    MinimumOrder: 50,
    LeadTimeDays: 14,
    IsPrize: true,
    Status: 'active',
    StockTracked: true,
    QuantityBasis: { Kind: 'fixed' },
    Variants: [{ VariantId: 'var-gold', Sku: 'MED-GOLD', Colour: 'Gold', StockOnHand: 120 }],
    Version: 1,
    CreatedAt: '2026-03-01T12:00:00.000Z',
    UpdatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** `count` active products named Product 01, Product 02, … in `category`. */
export function manyProducts(count: number, category = 'Prizes'): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return productFixture({ ProductId: `prod-${number}`, Name: `Product ${number}`, Category: category });
  });
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

interface ShopCatalogOptions {
  products?: Product[];
  adjustments?: StockAdjustment[];
  /** Adjustments per page of the stock history (the API's cursor names the next); all by default. */
  historyPageSize?: number;
  /** The vendor the signed-in caller works for; none for a buyer. */
  callerVendorId?: string;
}

export function shopCatalogApi(options: ShopCatalogOptions = {}) {
  let products = options.products ?? [productFixture()];
  const adjustments = [...(options.adjustments ?? [])];
  const sent = {
    lists: [] as Record<string, string>[],
    creates: [] as CreateProductRequestInput[],
    updates: [] as UpdateProductRequestInput[],
    adjustments: [] as AdjustStockRequest[],
    historyReads: [] as Record<string, string>[],
    uploads: [] as unknown[],
    confirms: [] as unknown[],
  };
  const byName = (list: Product[]) => [...list].sort((a, b) => a.Name.localeCompare(b.Name));
  const find = (id: string) => products.find((product) => product.ProductId === id);
  const replace = (next: Product) => {
    products = products.map((product) => (product.ProductId === next.ProductId ? next : product));
    return next;
  };
  let nextId = 1;

  const handlers = [
    http.get(mswPath(shopCatalogRoutes.listProducts), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const size = Number(query.PageSize ?? 24);
      const vendorId = options.callerVendorId ?? query.VendorId;
      const matching = products.filter((product) =>
        vendorId !== undefined
          ? product.VendorId === vendorId &&
            (!query.Status || product.Status === query.Status) &&
            (!query.Category || product.Category === query.Category)
          : product.Status === 'active' &&
            (!query.Category || product.Category === query.Category) &&
            (!query.Search || product.Name.toLowerCase().startsWith(query.Search.toLowerCase())),
      );
      // The cursor is the last name shown, base64: opaque to the web, as the API's is.
      const after = query.Cursor ? atob(query.Cursor) : undefined;
      const rest = byName(matching).filter((product) => after === undefined || product.Name > after);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last ? { Products: page, NextCursor: btoa(last.Name) } : { Products: page },
      );
    }),
    http.get(mswPath(shopCatalogRoutes.getProduct), ({ params }) => {
      const product = find(String(params.productId));
      return product ? HttpResponse.json(product) : notFound();
    }),
    http.post(mswPath(shopCatalogRoutes.createProduct), async ({ request }) => {
      const body = (await request.json()) as CreateProductRequestInput;
      sent.creates.push(body);
      const { VendorId, Variants, ...fields } = body;
      const product = productFixture({
        ...fields,
        Description: fields.Description ?? '',
        Status: fields.Status ?? 'draft',
        ProductId: `prod-new-${nextId}`,
        VendorId: VendorId ?? options.callerVendorId ?? 'vendor-prizes',
        Images: [],
        Variants: Variants.map((variant, index) => ({
          ...variant,
          VariantId: `var-new-${nextId}-${index}`,
          ...(fields.StockTracked ? { StockOnHand: 0 } : {}),
        })),
      });
      nextId += 1;
      products = [...products, product];
      return HttpResponse.json(product);
    }),
    http.post(mswPath(shopCatalogRoutes.updateProduct), async ({ request }) => {
      const body = (await request.json()) as UpdateProductRequestInput;
      sent.updates.push(body);
      const product = find(body.ProductId);
      if (!product) return notFound();
      if (product.Version !== body.Version)
        return HttpResponse.json({ message: changedAtTheSameTime }, { status: 409 });
      const { ProductId: _id, Version: _version, Variants, ...fields } = body;
      const variants = Variants?.map((variant, index) => {
        const kept = product.Variants.find((existing) => existing.VariantId === variant.VariantId);
        return {
          ...variant,
          VariantId: variant.VariantId ?? `var-new-${nextId}-${index}`,
          ...(kept?.StockOnHand !== undefined ? { StockOnHand: kept.StockOnHand } : {}),
        };
      });
      nextId += 1;
      return HttpResponse.json(
        replace({
          ...product,
          ...fields,
          ...(variants ? { Variants: variants } : {}),
          Version: product.Version + 1,
        } as Product),
      );
    }),
    http.post(mswPath(shopCatalogRoutes.adjustStock), async ({ request }) => {
      const body = (await request.json()) as AdjustStockRequest;
      sent.adjustments.push(body);
      const product = find(body.ProductId);
      const variant = product?.Variants.find((each) => each.VariantId === body.VariantId);
      if (!product || !variant) return notFound();
      const after = (variant.StockOnHand ?? 0) + body.Delta;
      if (after < 0) return HttpResponse.json({ message: 'Stock cannot go below zero.' }, { status: 409 });
      const adjustment: StockAdjustment = {
        AdjustmentId: `adj-${adjustments.length + 1}`,
        ProductId: product.ProductId,
        VariantId: variant.VariantId,
        Delta: body.Delta,
        StockAfter: after,
        Reason: body.Reason,
        At: '2026-03-02T15:30:00.000Z',
        By: { UserId: 'user-victor', Name: 'Victor Nguyen' },
      };
      adjustments.unshift(adjustment);
      const updated = replace({
        ...product,
        Variants: product.Variants.map((each) => (each === variant ? { ...each, StockOnHand: after } : each)),
        Version: product.Version + 1,
      });
      return HttpResponse.json({ Product: updated, Adjustment: adjustment });
    }),
    http.get(mswPath(shopCatalogRoutes.listStockAdjustments), ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.historyReads.push(Object.fromEntries(query));
      const all = adjustments.filter((adjustment) => adjustment.ProductId === query.get('ProductId'));
      const cursor = query.get('Cursor');
      const from = cursor ? Number(atob(cursor)) : 0;
      const size = options.historyPageSize ?? all.length;
      const to = from + size;
      return HttpResponse.json({
        Adjustments: all.slice(from, to),
        ...(to < all.length ? { NextCursor: btoa(String(to)) } : {}),
      });
    }),
    http.post(mswPath(shopCatalogRoutes.productImageUpload), async ({ request }) => {
      sent.uploads.push(await request.json());
      return HttpResponse.json({
        UploadId: `upload-${sent.uploads.length}`,
        Url: 'https://uploads.test/',
        Fields: { key: 'incoming/upload' },
        MaxBytes: 8_388_608,
        ExpiresAt: '2026-03-02T16:00:00.000Z',
      });
    }),
    http.post(mswPath(shopCatalogRoutes.confirmProductImageUpload), async ({ request }) => {
      const body = (await request.json()) as { ProductId: string; UploadId: string };
      sent.confirms.push(body);
      const product = find(body.ProductId);
      if (!product) return notFound();
      return HttpResponse.json(
        replace({
          ...product,
          Images: [...product.Images, `https://uploads.test/products/${body.UploadId}.jpg`],
          Version: product.Version + 1,
        }),
      );
    }),
  ];
  return { handlers, sent, products: () => products };
}
