import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/shop-messages';

// The catalogue's wording, typed here character for character (the module is shared with the
// orders' messages, pinned in their own tests).
const expected: Record<string, string | ((...args: never[]) => string)> = {
  shopCursorNotValid: 'Cursor is not valid',
  shopVariantSizeRequired: 'A product ordered per shirt size needs a size on every variant.',
  shopVariantUnknown: 'This product has no such variant.',
  shopProductChanged: 'This product was changed by someone else: reload it and try again.',
  shopVendorRequired: 'Choose the vendor this product belongs to.',
  shopImagesNotCurrent: 'Images can only be reordered or removed here: add new ones by uploading them.',
};

describe('shop catalogue messages', () => {
  it.each(Object.entries(expected))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('the ones naming something read exactly as written', () => {
    expect(messages.shopSkusNotUnique('TEE-YS')).toBe(
      'The SKU TEE-YS appears more than once: each variant needs its own SKU.',
    );
    expect(messages.shopCategoryNotCurrent('Toys')).toBe('Toys is not a shop category.');
    expect(messages.shopSizeNotCurrent('XXS')).toBe('XXS is not a shirt size.');
    expect(messages.shopTooManyImages(6)).toBe('A product has at most 6 images: remove one first.');
    expect(messages.shopStockNotTracked('Water bottle')).toBe('Water bottle does not track stock.');
    expect(messages.shopStockTooLow('Water bottle', 3)).toBe(
      'Not enough stock of Water bottle: only 3 on hand.',
    );
  });
});
