// /shop: the vendor shop's landing (spec section 2). The category anchors are the hash variants
// vendors may visit; products, carts and orders arrive with the shop feature.
import { Link, useLocation } from 'react-router';
import { vendorAllowedPaths } from '@thon/shared/auth/confinement';

/** The /shop hash variants of the vendor's allowed pages, in the spec's order. */
const shopCategories = vendorAllowedPaths.flatMap((path) => {
  const hash = path.startsWith('/shop#') ? path.slice('/shop#'.length) : undefined;
  return hash === undefined ? [] : [{ hash, label: hash === 'all' ? 'All' : hash }];
});

function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

export function ShopPage() {
  const current = decodedHash(useLocation().hash);
  const selected = shopCategories.find((category) => category.hash === current);
  return (
    <>
      <title>Shop · Thon</title>
      <h1>Shop</h1>
      <p>Prizes, marketing material and race equipment for your events.</p>
      <nav aria-label="Shop categories">
        <ul className="category-list">
          {shopCategories.map((category) => (
            <li key={category.hash}>
              <Link
                to={{ pathname: '/shop', hash: category.hash }}
                aria-current={category === selected ? 'page' : undefined}
              >
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{selected ? `${selected.label}: ` : ''}Products, carts and orders arrive with the shop feature.</p>
    </>
  );
}
