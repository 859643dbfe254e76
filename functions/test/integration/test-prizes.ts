// What a prizes test arranges for itself: prize products (the shop's test products, marked isPrize
// and given images), and calls to the prizes routes.
import { expect } from 'vitest';
import type { PrizeProgrammeWire } from '@thon/shared/api/schemas/prizes';
import type { ApiClient } from './api-client';
import { shopProduct, type TestProduct } from './test-shop-orders';

export interface PrizeProduct extends TestProduct {
  images: string[];
}

/** An active prize product of `vendorId` with one published image (shirt sizes when `sizes`). */
export async function prizeProduct(
  vendorId: string,
  name: string,
  options: { sizes?: readonly string[]; isPrize?: boolean; status?: 'draft' | 'active' | 'archived' } = {},
): Promise<PrizeProduct> {
  const { thon } = await import('../../src/data/thon-service');
  const product = await shopProduct(vendorId, {
    name,
    ...(options.status ? { status: options.status } : {}),
    ...(options.sizes
      ? { quantityBasis: 'per-shirt-size', variants: options.sizes.map((sizeCode) => ({ sizeCode })) }
      : {}),
  });
  const images = [
    `https://images.example.com/${product.productId}/1.webp`,
    `https://images.example.com/${product.productId}/2.webp`,
  ];
  await thon()
    .entities.product.patch({ productId: product.productId })
    .set({ isPrize: options.isPrize ?? true, images })
    .go();
  return { ...product, images };
}

/** A level as SavePrizeProgramme takes it. */
export const level = (
  name: string,
  thresholdPerUnitCents: number,
  prizes: readonly { ProductId: string; Quantity?: number }[] = [],
  pictureUrl?: string,
) => ({
  Name: name,
  ThresholdPerUnitCents: thresholdPerUnitCents,
  Prizes: prizes.map((prize) => ({ ProductId: prize.ProductId, Quantity: prize.Quantity ?? 1 })),
  ...(pictureUrl === undefined ? {} : { PictureUrl: pictureUrl }),
});

export function saveProgrammeCall(
  api: ApiClient,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  return api.post(
    '/api/prizes/SavePrizeProgramme',
    { Version: 0, Mode: 'cumulative', Divisor: 30, Supplies: [], ...body },
    headers,
  );
}

/** Saves a programme and expects it saved. */
export async function savedProgramme(
  api: ApiClient,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<PrizeProgrammeWire> {
  const answer = await saveProgrammeCall(api, headers, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PrizeProgrammeWire;
}
