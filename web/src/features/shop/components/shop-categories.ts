// The shop's categories as hash links: 'all' first, then the shop categories of the reference
// lists (GetReferenceLists, which a super admin edits in the console) in their order. The hash is
// the category's Code exactly, spaces and all, as the spec writes /shop#Race Equipment.
import { useReferenceLists } from '@/lib/reference-lists';

export const allCategory = 'all';

export interface ShopCategory {
  /** The hash without '#': 'all' or the category's Code. */
  hash: string;
  label: string;
}

export function useShopCategories(): ShopCategory[] {
  const lists = useReferenceLists();
  return [
    { hash: allCategory, label: 'All' },
    ...lists.shopCategories.map((category) => ({ hash: category.Code, label: category.Name })),
  ];
}

/** The category a /shop hash names (percent-decoded), or 'all' for none or an unreadable one. */
export function categoryOfHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/u, '')) || allCategory;
  } catch {
    return allCategory;
  }
}
