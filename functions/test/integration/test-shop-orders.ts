// What a carts and orders test arranges for itself straight through the entities (the catalogue's
// and vendors' own APIs are tested in their files): a Thon with its school's address and roster, a
// vendor with a connected payout account, products with variants and stock, and buyers.
import { randomUUID } from 'node:crypto';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { createShopVendor } from './test-shop-vendors';

export interface TestProduct {
  productId: string;
  name: string;
  variantIds: string[];
}

/** A Thon (ending 2027-05-14) whose organization has a full address, with `sizes` one participant each. */
export async function shopThon(options: {
  organizerUserId?: string;
  franchiseId?: string;
  isTest?: boolean;
  sizes?: readonly (string | undefined)[];
}): Promise<{ eventId: string; organizationId: string }> {
  const { thon } = await import('../../src/data/thon-service');
  const { eventId } = await createTestEvent({
    ...(options.organizerUserId ? { organizerUserId: options.organizerUserId } : {}),
    ...(options.franchiseId ? { franchiseId: options.franchiseId } : {}),
    startDate: '2027-05-14',
    endDate: '2027-05-14',
  });
  const { getEvent } = await import('../../src/data/repositories/events-repository');
  const event = await getEvent(eventId);
  const organizationId = event?.organizationId ?? randomUUID();
  await thon()
    .entities.organization.create({
      organizationId,
      name: 'Lincoln Elementary',
      organizationType: 'Elementary School',
      street: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      createdAt: new Date().toISOString(),
    })
    .go();
  if (options.isTest) await thon().entities.event.patch({ eventId }).set({ isTest: true }).go();
  if (options.sizes && options.sizes.length > 0) {
    const teamId = await createTestTeam(eventId);
    for (const size of options.sizes) {
      const { participantId } = await createTestParticipant(eventId, teamId);
      if (size) await thon().entities.participant.patch({ participantId }).set({ shirtSize: size }).go();
    }
  }
  return { eventId, organizationId };
}

/** A vendor selling in the shop with a connected account that takes charges (or not). */
export async function shopVendor(
  name: string,
  options: {
    chargesEnabled?: boolean;
    shippingFeeCents?: number;
    contactEmail?: string;
    /** The franchises it serves (none by default: it sells to direct customers' Thons only). */
    franchiseIds?: string[];
  } = {},
): Promise<string> {
  const { thon } = await import('../../src/data/thon-service');
  const { paymentProvider } = await import('../../src/platform/payments/provider');
  const vendorId = `vendor-${randomUUID()}`;
  await createShopVendor(vendorId, name);
  const { accountId } = await paymentProvider.createConnectedAccount({
    email: 'payouts@vendor.example',
    organizationName: name,
    idempotencyKey: `test-vendor-account-${vendorId}`,
  });
  await thon()
    .entities.vendor.patch({ vendorId })
    .set({
      payoutAccountId: accountId,
      payoutChargesEnabled: options.chargesEnabled ?? true,
      shippingFeeCents: options.shippingFeeCents ?? 0,
      contactEmail: options.contactEmail ?? `sales-${vendorId}@vendor.example`,
      franchiseIds: options.franchiseIds ?? [],
    })
    .go();
  return vendorId;
}

/** An active product of `vendorId`; `variants` as size codes (stock on hand when tracked). */
export async function shopProduct(
  vendorId: string,
  options: {
    name?: string;
    priceCents?: number;
    packSize?: number;
    minimumOrder?: number;
    leadTimeDays?: number;
    status?: 'draft' | 'active' | 'archived';
    quantityBasis?: 'fixed' | 'per-participant' | 'per-shirt-size';
    amountPerParticipant?: number;
    variants?: readonly { sizeCode?: string; stockOnHand?: number }[];
    stockTracked?: boolean;
  } = {},
): Promise<TestProduct> {
  const { thon } = await import('../../src/data/thon-service');
  const productId = randomUUID();
  const name = options.name ?? `Race shirt ${productId.slice(0, 6)}`;
  const variants = (options.variants ?? []).map((variant, index) => ({
    variantId: randomUUID(),
    sku: `SKU-${productId.slice(0, 6)}-${index}`,
    ...(variant.sizeCode ? { sizeCode: variant.sizeCode } : {}),
    ...(options.stockTracked ? { stockOnHand: variant.stockOnHand ?? 0 } : {}),
  }));
  const now = new Date().toISOString();
  const status = options.status ?? 'active';
  await thon()
    .entities.product.create({
      productId,
      vendorId,
      vendorName: 'Vendor',
      name,
      nameKey: name.toLowerCase(),
      description: 'For the race.',
      category: 'Prizes',
      images: [],
      priceCents: options.priceCents ?? 1000,
      costCents: 500,
      packSize: options.packSize ?? 1,
      minimumOrder: options.minimumOrder ?? 1,
      leadTimeDays: options.leadTimeDays ?? 0,
      isPrize: false,
      status,
      stockTracked: options.stockTracked ?? false,
      quantityBasis: options.quantityBasis ?? 'fixed',
      ...(options.amountPerParticipant !== undefined
        ? { amountPerParticipant: options.amountPerParticipant }
        : {}),
      variants,
      ...(status === 'active' ? { listedCategory: 'Prizes', listing: 'shop' } : {}),
      version: 1,
      stockRevision: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return { productId, name, variantIds: variants.map((variant) => variant.variantId) };
}

/** The stock on hand of each variant of a product, in list order. */
export async function stockOf(productId: string): Promise<(number | undefined)[]> {
  const { getProduct } = await import('../../src/data/repositories/products-repository');
  return (await getProduct(productId))?.variants.map((variant) => variant.stockOnHand) ?? [];
}

/** The payment intents the stand-in holds for a shop order. */
export async function shopCharges(orderId: string): Promise<
  {
    id: string;
    amount: number;
    application_fee_amount: number | null;
    transfer_data: { destination: string } | null;
    status: string;
  }[]
> {
  const query = encodeURIComponent(`metadata['shopOrderId']:'${orderId}'`);
  const response = await fetch(
    `${process.env.PAYMENT_PROVIDER_URL}/v1/payment_intents/search?query=${query}&limit=100`,
    {
      headers: { authorization: `Bearer ${process.env.PAYMENT_PROVIDER_API_KEY}` },
    },
  );
  return ((await response.json()) as { data: never[] }).data;
}

/** A franchise item (no territory) whose organizers may or may not shop. */
export async function shopFranchise(organizersMayShop: boolean | undefined): Promise<string> {
  const { thon } = await import('../../src/data/thon-service');
  const franchiseId = randomUUID();
  const now = new Date().toISOString();
  await thon()
    .entities.franchise.create({
      franchiseId,
      name: `Shop franchise ${franchiseId.slice(0, 6)}`,
      nameKey: `shop franchise ${franchiseId.slice(0, 6)}`,
      contactName: 'Pat Owner',
      contactEmail: 'pat@example.com',
      contactPhone: '312-555-0100',
      defaultCommissionPercent: 10,
      states: [],
      zipPrefixes: [],
      status: 'active',
      ...(organizersMayShop !== undefined ? { organizersMayShop } : {}),
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return franchiseId;
}
