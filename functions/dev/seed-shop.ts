// The demo's shop: two vendors, one of each style (a prize supplier keeping stock, a race-equipment
// maker working to order), each owned by a demo vendor account, with 22 products across the five
// categories, sizes and pictures. Products go through the catalogue's own use case (their checks
// and stock fields as a vendor's edit makes them); the pictures are drawn here and published where
// the upload pipeline publishes images.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { CreateProductRequestInput, Product } from '@thon/shared/api/schemas/shop-catalog';
import { createProductRequestSchema } from '@thon/shared/api/schemas/shop-catalog';
import { shopCatalogDeps } from '../src/composition/shop-catalog';
import { fulfilmentMailDeps } from '../src/composition/shop-fulfilment-mail';
import { shopOrderDeps as measuredShopOrderDeps } from '../src/composition/shop-orders';
import type { Caller } from '../src/domain/caller';
import { vendorEntity } from '../src/data/entities/vendor';
import { vendorMemberEntity } from '../src/data/entities/vendor-member';
import { appendProductImage } from '../src/data/repositories/products-repository';
import { objectKeyOf, publishedImageKey, imageUrlOf } from '../src/domain/landing-pages/landing-images';
import { adjustStock } from '../src/domain/shop-catalog/adjust-stock';
import { createProduct } from '../src/domain/shop-catalog/manage-products';
import { confirmOrder } from '../src/domain/shop-fulfilment/state-moves';
import { shipOrder } from '../src/domain/shop-fulfilment/ship-order';
import { createCart } from '../src/domain/shop-orders/create-cart';
import { fillCartFromThon } from '../src/domain/shop-orders/fill-cart';
import { submitOrder } from '../src/domain/shop-orders/submit-order';
import { updateCart } from '../src/domain/shop-orders/update-cart';
import { vendorPayoutAccountIdempotencyKey } from '../src/domain/vendors/vendor-payouts';
import { uncountedMetrics } from '../src/domain/ports/business-metrics';
import { paymentProvider } from '../src/platform/payments/provider';
import { environmentSite } from '../src/platform/site';
import { writeObject } from '../src/platform/uploads-bucket';

// Demo orders are not business: they count nothing.
const shopOrderDeps = { ...measuredShopOrderDeps, metrics: uncountedMetrics };
const fulfilmentDeps = { ...fulfilmentMailDeps, metrics: uncountedMetrics };

export type DemoVendorKey = 'prizes' | 'race';

export interface DemoVendor {
  key: DemoVendorKey;
  name: string;
  contactEmail: string;
  phone: string;
  shippingFeeCents: number;
  /** Its owner's demo account (made with the other accounts, carrying the vendor's id). */
  ownerUsername: string;
  products: DemoProduct[];
}

interface DemoProduct extends Omit<CreateProductRequestInput, 'Status' | 'VendorId'> {
  /** The picture's colour (hex). */
  colour: string;
  /** Stock per variant (tracked products only), in the order of Variants. */
  stock?: number[];
}

const shirtSizes = ['YS', 'YM', 'YL', 'AS', 'AM', 'AL', 'AXL'] as const;

/** One variant per shirt size, SKUs from a stem. */
const sized = (stem: string) => shirtSizes.map((size) => ({ Sku: `${stem}-${size}`, Size: size }));
const one = (sku: string) => [{ Sku: sku }];
const fixed = { Kind: 'fixed' } as const;

const prizeProducts: DemoProduct[] = [
  {
    Name: 'Glow Bracelet',
    Description: 'Light-up bracelet in assorted colours. The first prize level at most schools.',
    Category: 'Prizes',
    PriceCents: 45,
    CostCents: 18,
    PackSize: 50,
    MinimumOrder: 100,
    LeadTimeDays: 7,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-GLOW'),
    stock: [1200],
    colour: '#7c3aed',
  },
  {
    Name: 'Silicone Wristband "I Ran for My School"',
    Description: 'Debossed silicone wristband, youth size.',
    Category: 'Prizes',
    PriceCents: 60,
    CostCents: 22,
    PackSize: 100,
    MinimumOrder: 100,
    LeadTimeDays: 10,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: [
      { Sku: 'BSP-BAND-BLU', Colour: 'Blue' },
      { Sku: 'BSP-BAND-GRN', Colour: 'Green' },
    ],
    stock: [800, 600],
    colour: '#2563eb',
  },
  {
    Name: 'Runner Keychain',
    Description: 'Rubber sneaker keychain for backpacks.',
    Category: 'Prizes',
    PriceCents: 85,
    CostCents: 35,
    PackSize: 25,
    MinimumOrder: 50,
    LeadTimeDays: 7,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-KEY'),
    stock: [500],
    colour: '#ea580c',
  },
  {
    Name: 'Mini Trophy',
    Description: 'Gold-tone runner trophy, 5 in.',
    Category: 'Prizes',
    PriceCents: 350,
    CostCents: 160,
    PackSize: 12,
    MinimumOrder: 12,
    LeadTimeDays: 14,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-TROPHY'),
    stock: [240],
    colour: '#ca8a04',
  },
  {
    Name: 'Finisher Medal',
    Description: 'Die-cast medal on a red, white and blue ribbon.',
    Category: 'Prizes',
    PriceCents: 225,
    CostCents: 95,
    PackSize: 25,
    MinimumOrder: 25,
    LeadTimeDays: 14,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'medal' },
    Variants: one('BSP-MEDAL'),
    stock: [900],
    colour: '#b45309',
  },
  {
    Name: 'Mascot Plush',
    Description: 'Soft 8 in. plush; the top prize level.',
    Category: 'Prizes',
    PriceCents: 650,
    CostCents: 300,
    PackSize: 6,
    MinimumOrder: 6,
    LeadTimeDays: 21,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-PLUSH'),
    stock: [60],
    colour: '#db2777',
  },
  {
    Name: 'Sticker Sheet',
    Description: 'Twelve running-themed stickers per sheet.',
    Category: 'Prizes',
    PriceCents: 30,
    CostCents: 10,
    PackSize: 100,
    MinimumOrder: 100,
    LeadTimeDays: 5,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-STICK'),
    stock: [3000],
    colour: '#16a34a',
  },
  {
    // The prize programme's top level: a sized prize, so each student gets the shirt of their size.
    Name: 'Top Runner T-Shirt',
    Description: 'Bright prize T-shirt for runners who reach the top level.',
    Category: 'Prizes',
    PriceCents: 550,
    CostCents: 240,
    PackSize: 1,
    MinimumOrder: 12,
    LeadTimeDays: 14,
    IsPrize: true,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: sized('BSP-TEE'),
    stock: [40, 40, 40, 20, 20, 20, 10],
    colour: '#0d9488',
  },
  {
    Name: 'Yard Sign "Our School Runs!"',
    Description: '18 x 24 in. corrugated sign with stake.',
    Category: 'Marketing',
    PriceCents: 1200,
    CostCents: 500,
    PackSize: 1,
    MinimumOrder: 2,
    LeadTimeDays: 10,
    IsPrize: false,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-YARD'),
    stock: [80],
    colour: '#0891b2',
  },
  {
    Name: 'Pledge Envelope',
    Description: 'Take-home envelope with the pledge page QR code area.',
    Category: 'Marketing',
    PriceCents: 12,
    CostCents: 4,
    PackSize: 250,
    MinimumOrder: 250,
    LeadTimeDays: 7,
    IsPrize: false,
    StockTracked: true,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'envelope' },
    Variants: one('BSP-ENV'),
    stock: [5000],
    colour: '#475569',
  },
  {
    Name: 'Kickoff Poster Set',
    Description: 'Four 11 x 17 in. posters for hallways.',
    Category: 'Marketing',
    PriceCents: 1800,
    CostCents: 700,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 5,
    IsPrize: false,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-POSTER'),
    stock: [40],
    colour: '#9333ea',
  },
  {
    Name: 'Vinyl Banner 3 x 6 ft',
    Description: 'Outdoor banner with grommets, printed with the school name.',
    Category: 'Marketing',
    PriceCents: 6500,
    CostCents: 2800,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 12,
    IsPrize: false,
    StockTracked: true,
    QuantityBasis: fixed,
    Variants: one('BSP-BANNER'),
    stock: [15],
    colour: '#dc2626',
  },
];

const raceProducts: DemoProduct[] = [
  {
    Name: 'Race Shirt',
    Description: 'Cotton-blend race shirt printed with the Thon\u2019s name. Made to order.',
    Category: 'Race Equipment',
    PriceCents: 650,
    CostCents: 310,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 21,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: { Kind: 'per-shirt-size' },
    Variants: sized('FLR-SHIRT'),
    colour: '#1d4ed8',
  },
  {
    Name: 'Finish Line Arch',
    Description: 'Inflatable 20 ft arch with blower. Made to order with the school colours.',
    Category: 'Race Equipment',
    PriceCents: 89900,
    CostCents: 52000,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 30,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: fixed,
    Variants: one('FLR-ARCH'),
    colour: '#0f766e',
  },
  {
    Name: 'Lap Counter Cards',
    Description: 'Punch cards for counting laps, one per runner.',
    Category: 'Race Equipment',
    PriceCents: 8,
    CostCents: 3,
    PackSize: 100,
    MinimumOrder: 100,
    LeadTimeDays: 7,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'card' },
    Variants: one('FLR-CARD'),
    colour: '#4d7c0f',
  },
  {
    Name: 'Course Cones (set of 12)',
    Description: '12 in. orange cones for marking the course.',
    Category: 'Race Equipment',
    PriceCents: 2400,
    CostCents: 1100,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 10,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: fixed,
    Variants: one('FLR-CONES'),
    colour: '#f97316',
  },
  {
    Name: 'Runner Bib',
    Description: 'Tear-proof bib with safety pins.',
    Category: 'Race Equipment',
    PriceCents: 25,
    CostCents: 9,
    PackSize: 50,
    MinimumOrder: 50,
    LeadTimeDays: 10,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'bib' },
    Variants: one('FLR-BIB'),
    colour: '#be123c',
  },
  {
    Name: 'Color Powder',
    Description: 'Cornstarch color powder, sold by the pound in 5 lb bags.',
    Category: 'Anython - Color Games',
    PriceCents: 400,
    CostCents: 180,
    PackSize: 5,
    MinimumOrder: 25,
    LeadTimeDays: 14,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'lb' },
    Variants: [
      { Sku: 'FLR-POWDER-PNK', Colour: 'Pink' },
      { Sku: 'FLR-POWDER-BLU', Colour: 'Blue' },
      { Sku: 'FLR-POWDER-YEL', Colour: 'Yellow' },
    ],
    colour: '#ec4899',
  },
  {
    Name: 'Color Run Sunglasses',
    Description: 'Plastic sunglasses that keep powder out of eyes.',
    Category: 'Anython - Color Games',
    PriceCents: 90,
    CostCents: 35,
    PackSize: 24,
    MinimumOrder: 48,
    LeadTimeDays: 10,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'pair' },
    Variants: one('FLR-GLASSES'),
    colour: '#facc15',
  },
  {
    Name: 'Bandana',
    Description: 'White cotton bandana: it shows every colour.',
    Category: 'Anython - Color Games',
    PriceCents: 150,
    CostCents: 60,
    PackSize: 12,
    MinimumOrder: 24,
    LeadTimeDays: 10,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: fixed,
    Variants: one('FLR-BANDANA'),
    colour: '#64748b',
  },
  {
    Name: 'ALC Leadership Wristband',
    Description: 'Wristband for student leaders of the ALC programme.',
    Category: 'ALC',
    PriceCents: 75,
    CostCents: 30,
    PackSize: 25,
    MinimumOrder: 25,
    LeadTimeDays: 10,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: fixed,
    Variants: one('FLR-ALC-BAND'),
    colour: '#0369a1',
  },
  {
    Name: 'ALC Character Poster Set',
    Description: 'Six character-education posters for classrooms.',
    Category: 'ALC',
    PriceCents: 2200,
    CostCents: 900,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 7,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: fixed,
    Variants: one('FLR-ALC-POSTER'),
    colour: '#7e22ce',
  },
  {
    Name: 'ALC Leader Shirt',
    Description: 'Shirt for the ALC student leaders. Made to order.',
    Category: 'ALC',
    PriceCents: 900,
    CostCents: 420,
    PackSize: 1,
    MinimumOrder: 1,
    LeadTimeDays: 21,
    IsPrize: false,
    StockTracked: false,
    QuantityBasis: fixed,
    Variants: sized('FLR-ALC-SHIRT'),
    colour: '#15803d',
  },
];

export const demoVendors: DemoVendor[] = [
  {
    key: 'prizes',
    name: 'Bright Star Prizes',
    contactEmail: 'demo.vendor@example.com',
    phone: '(312) 555-0190',
    shippingFeeCents: 1500,
    ownerUsername: 'demo.vendor',
    products: prizeProducts,
  },
  {
    key: 'race',
    name: 'FinishLine Race Gear',
    contactEmail: 'demo.vendor2@example.com',
    phone: '(773) 555-0133',
    shippingFeeCents: 2500,
    ownerUsername: 'demo.vendor2',
    products: raceProducts,
  },
];

/** The second vendor's owner: another vendor, to whom the first one's orders answer 404. */
export const extraVendorAccounts = [
  {
    role: 'vendor' as const,
    username: 'demo.vendor2',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    vendor: 'race' as const,
  },
];

export const newDemoVendorIds = (): Record<DemoVendorKey, string> => ({
  prizes: randomUUID(),
  race: randomUUID(),
});

export interface VendorOwner {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The vendors, each serving both demo franchises, with its owner on its staff and its payout
 * account connected (the payment stand-in approves accounts at once), so card orders work at once.
 */
export async function seedVendors(
  vendorIds: Record<DemoVendorKey, string>,
  owners: Record<DemoVendorKey, VendorOwner>,
  franchiseIds: readonly string[],
): Promise<void> {
  const at = new Date().toISOString();
  for (const vendor of demoVendors) {
    const vendorId = vendorIds[vendor.key];
    const { accountId } = await paymentProvider.createConnectedAccount({
      email: vendor.contactEmail,
      organizationName: vendor.name,
      idempotencyKey: vendorPayoutAccountIdempotencyKey(vendorId),
    });
    await vendorEntity
      .create({
        vendorId,
        name: vendor.name,
        nameKey: vendor.name.toLowerCase(),
        contactEmail: vendor.contactEmail,
        phone: vendor.phone,
        status: 'active',
        franchiseIds: [...franchiseIds],
        shippingFeeCents: vendor.shippingFeeCents,
        payoutAccountId: accountId,
        payoutChargesEnabled: true,
        payoutsEnabled: true,
        version: 1,
        createdAt: at,
        updatedAt: at,
      })
      .go();
    const owner = owners[vendor.key];
    await vendorMemberEntity
      .create({
        vendorId,
        userId: owner.userId,
        owner: true,
        active: true,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        createdAt: at,
        updatedAt: at,
      })
      .go();
  }
}

/** A product's picture: its colour, its initials, drawn as SVG and encoded as the pipeline does. */
async function pictureOf(name: string, colour: string): Promise<Uint8Array> {
  const initials = name
    .replace(/[^A-Za-z ]/gu, '')
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${colour}"/>
    <circle cx="240" cy="240" r="150" fill="#ffffff" fill-opacity="0.18"/>
    <text x="240" y="290" font-family="sans-serif" font-size="150" font-weight="700" fill="#ffffff"
      text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Publishes the product's picture and answers its URL (the prize programme shows it). */
async function publishPicture(productId: string, name: string, colour: string): Promise<string> {
  const imageKey = publishedImageKey(randomUUID());
  await writeObject({
    key: objectKeyOf(imageKey),
    body: await pictureOf(name, colour),
    contentType: 'image/webp',
    cacheControl: 'public, max-age=31536000, immutable',
  });
  const url = imageUrlOf(environmentSite, imageKey);
  const added = await appendProductImage(productId, url, 6, new Date().toISOString());
  if (added === 'full-or-missing') throw new Error(`Seeding the picture of ${name} failed`);
  return url;
}

/** Every demo product, made active by its vendor's owner, with its picture and stock. */
export async function seedProducts(
  vendorIds: Record<DemoVendorKey, string>,
  owners: Record<DemoVendorKey, VendorOwner>,
): Promise<Record<string, Product>> {
  const made: Record<string, Product> = {};
  for (const vendor of demoVendors) {
    const caller: Caller = { userId: owners[vendor.key].userId, sessionId: 'demo-seed', role: 'vendor' };
    for (const { colour, stock, ...fields } of vendor.products) {
      const request = createProductRequestSchema.parse({
        ...fields,
        VendorId: vendorIds[vendor.key],
        Status: 'active',
      });
      const product = await createProduct(shopCatalogDeps, caller, request);
      const picture = await publishPicture(product.ProductId, product.Name, colour);
      made[product.Name] = { ...product, Images: [picture] };
      if (stock) await stockUp(caller, product, stock);
    }
  }
  return made;
}

/** The opening stock of a tracked product, one recorded adjustment per variant (as a vendor's). */
async function stockUp(caller: Caller, product: Product, stock: readonly number[]): Promise<void> {
  for (const [position, variant] of product.Variants.entries()) {
    const delta = stock[position] ?? 0;
    if (delta === 0) continue;
    await adjustStock(shopCatalogDeps, caller, {
      ProductId: product.ProductId,
      VariantId: variant.VariantId,
      Delta: delta,
      Reason: 'Opening stock',
    });
  }
}

/**
 * The live Thon's orders, made as their people would make them: the franchisee's purchase order of
 * prizes from the stock-keeping vendor, submitted and waiting for the vendor; and a card order of
 * race shirts (filled from the roster's sizes) and bibs from the maker, confirmed and shipped.
 */
export async function seedShopOrders(
  thonId: string,
  buyer: Caller,
  vendorIds: Record<DemoVendorKey, string>,
  owners: Record<DemoVendorKey, VendorOwner>,
  products: Record<string, Product>,
): Promise<void> {
  const productId = (name: string) => {
    const product = products[name];
    if (!product) throw new Error(`Seeding orders needs the product ${name}`);
    return product;
  };
  const prizes = await createCart(shopOrderDeps, buyer, { ThonId: thonId, VendorId: vendorIds.prizes });
  const lines = ['Glow Bracelet', 'Mini Trophy', 'Yard Sign "Our School Runs!"'].map((name, index) => ({
    ProductId: productId(name).ProductId,
    VariantId: productId(name).Variants[0]?.VariantId,
    Quantity: [120, 12, 2][index] ?? 1,
  }));
  const filledPrizes = await updateCart(shopOrderDeps, buyer, {
    OrderId: prizes.Order.OrderId,
    Version: prizes.Order.Version,
    Lines: lines,
  });
  await submitOrder(
    shopOrderDeps,
    buyer,
    {
      OrderId: filledPrizes.Order.OrderId,
      Version: filledPrizes.Order.Version,
      Payment: { Method: 'purchase-order', PoNumber: 'PO-2026-0142' },
    },
    randomUUID(),
  );

  const race = await createCart(shopOrderDeps, buyer, { ThonId: thonId, VendorId: vendorIds.race });
  const filledRace = await fillCartFromThon(shopOrderDeps, buyer, {
    OrderId: race.Order.OrderId,
    ProductIds: [productId('Race Shirt').ProductId, productId('Runner Bib').ProductId],
    BufferPercent: 10,
  });
  const submitted = await submitOrder(
    shopOrderDeps,
    buyer,
    {
      OrderId: filledRace.Order.OrderId,
      Version: filledRace.Order.Version,
      Payment: { Method: 'card', PaymentMethodId: 'pm_card_visa' },
    },
    randomUUID(),
  );
  const maker: Caller = { userId: owners.race.userId, sessionId: 'demo-seed', role: 'vendor' };
  const confirmed = await confirmOrder(fulfilmentDeps, maker, { OrderId: submitted.OrderId });
  await shipOrder(fulfilmentDeps, maker, {
    OrderId: confirmed.OrderId,
    Lines: confirmed.Lines.map((line) => ({ LineId: line.LineId, Quantity: line.Quantity })),
    Carrier: 'UPS',
    TrackingNumber: '1Z999AA10123456784',
  });
}
