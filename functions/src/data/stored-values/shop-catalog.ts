// The catalogue's values as the table holds them: the data layer's own lists, so the API's names
// may change (the domain maps them) while products already written still read. Never rename one.

/** A product's life: only active products are in the buyers' indexes (gsi2, gsi3). */
export const storedProductStatuses = ['draft', 'active', 'archived'] as const;
export type StoredProductStatus = (typeof storedProductStatuses)[number];

/** How the cart builder fills a line from a Thon (docs/shop.md, Cart builder). */
export const storedQuantityBases = ['fixed', 'per-participant', 'per-shirt-size'] as const;
export type StoredQuantityBasis = (typeof storedQuantityBases)[number];

/** The constant partition of gsi3: every active product by name (the shop's `#all`). */
export const storedShopListing = 'shop';
