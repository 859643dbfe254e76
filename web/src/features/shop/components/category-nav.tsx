// The shop's categories as hash links, 'all' first: the hash is the category's name as the spec
// writes it (/shop#Race Equipment), and the one shown is marked as the current page.
import { Link } from 'react-router';
import type { ShopCategory } from './shop-categories';

export function CategoryNav({ categories, current }: { categories: ShopCategory[]; current: string }) {
  return (
    <nav aria-label="Shop categories">
      <ul className="category-list">
        {categories.map((category) => (
          <li key={category.hash}>
            <Link
              to={{ pathname: '/shop', hash: category.hash }}
              aria-current={category.hash === current ? 'page' : undefined}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
