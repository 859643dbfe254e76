import { describe, expect, it } from 'vitest';
import { vendorAllowedPaths } from '@thon/shared/auth/confinement';
import { shopCategories } from '@thon/shared/catalog/shop-categories';
import { defaultReferenceLists } from '@thon/shared/catalog/reference-lists';
import { editableReferenceListDefaults } from '@thon/shared/catalog/editable-reference-list-defaults';

describe('shop categories', () => {
  it("are the spec's five, each Code a shop page hash the vendor confinement lists", () => {
    expect(shopCategories.map((category) => category.Code)).toEqual([
      'Prizes',
      'Marketing',
      'Race Equipment',
      'Anython - Color Games',
      'ALC',
    ]);
    for (const category of shopCategories) expect(vendorAllowedPaths).toContain(`/shop#${category.Code}`);
  });

  it('are served by GetReferenceLists and editable in the console', () => {
    expect(defaultReferenceLists.shopCategories).toBe(shopCategories);
    expect(editableReferenceListDefaults.shopCategories).toBe(shopCategories);
  });
});
