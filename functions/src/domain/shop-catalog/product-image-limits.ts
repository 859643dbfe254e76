// The shop's part of a product image upload: the product's scope and its limit of six images.
import { maxProductImages } from '@thon/shared/api/schemas/shop-catalog';
import { shopTooManyImages } from '@thon/shared/catalog/shop-messages';
import { Conflict } from '../errors';

export { maxProductImages };
export const tooManyImages = () => new Conflict(shopTooManyImages(maxProductImages));
