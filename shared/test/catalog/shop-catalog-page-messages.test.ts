import { describe, expect, it } from 'vitest';
import {
  shopAddedToCart,
  shopChooseQuantity,
  shopChooseThon,
  shopImageRemoved,
  shopImagesReordered,
  shopProductCreated,
  shopProductSaved,
  shopProductStatusChanged,
  shopStockAdjusted,
} from '@thon/shared/catalog/shop-messages';

// The catalogue pages' words, typed here character for character.
describe('shop catalogue page messages', () => {
  it('read exactly as written', () => {
    expect(shopAddedToCart('Finisher medal', 'Lincoln Fun Run')).toBe(
      'Finisher medal was added to the cart for Lincoln Fun Run.',
    );
    expect(shopChooseThon).toBe('Choose the Thon this order is for.');
    expect(shopChooseQuantity).toBe('Enter a quantity for at least one choice.');
    expect(shopProductCreated('Finisher medal')).toBe('The product Finisher medal was created.');
    expect(shopProductSaved('Finisher medal')).toBe('The product Finisher medal was saved.');
    expect(shopProductStatusChanged('Finisher medal', 'active')).toBe(
      'Finisher medal is active: buyers see it in the shop.',
    );
    expect(shopProductStatusChanged('Finisher medal', 'archived')).toBe(
      'Finisher medal is archived: buyers no longer see it.',
    );
    expect(shopProductStatusChanged('Finisher medal', 'draft')).toBe(
      'Finisher medal is a draft: buyers do not see it yet.',
    );
    expect(shopStockAdjusted('MED-GOLD', 130)).toBe('Stock of MED-GOLD is now 130.');
    expect(shopImageRemoved).toBe('The image was removed.');
    expect(shopImagesReordered).toBe('The images were put in the new order.');
  });
});
