// The buyers' shop: the category of the page's hash ('all' for none), a search by name prefix
// (kept in ?search= so Back returns to it; confinement ignores the query), the products as cards a
// page at a time (Load more follows the API's cursor) and the product dialog on the same page.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import type { Product } from '../api/catalog-calls';
import { CategoryNav } from './category-nav';
import { ProductCard } from './product-card';
import { ProductDialog } from './product-dialog';
import { allCategory, categoryOfHash, useShopCategories } from './shop-categories';
import { useProductPages } from './use-product-pages';

interface BuyerCatalogueProps {
  buyerRole: Role;
}

export function BuyerCatalogue({ buyerRole }: BuyerCatalogueProps) {
  const id = useId();
  const { hash, search: queryString } = useLocation();
  const navigate = useNavigate();
  const categories = useShopCategories();
  const category = categoryOfHash(hash);
  const search = new URLSearchParams(queryString).get('search')?.trim() ?? '';
  const [typed, setTyped] = useState(search);
  // Back and Forward change the search in the address: the box follows (adjusted during render).
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setTyped(search);
  }
  const [open, setOpen] = useState<Product | undefined>(undefined);
  const { products, nextCursor, loading, failure, loadMore } = useProductPages({
    ...(category === allCategory ? {} : { Category: category }),
    ...(search ? { Search: search } : {}),
  });
  const heading = categories.find((each) => each.hash === category)?.label ?? category;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = typed.trim();
    void navigate({ pathname: '/shop', search: wanted ? `?search=${encodeURIComponent(wanted)}` : '', hash });
  }

  return (
    <>
      <CategoryNav categories={categories} current={category} />
      <form role="search" className="shop-search" onSubmit={onSearch}>
        <label htmlFor={`${id}-search`}>Search products by name</label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      <section aria-labelledby={`${id}-heading`} aria-busy={loading}>
        <h2 id={`${id}-heading`} className="visually-hidden">
          {search ? `${heading}: names starting with “${search}”` : heading}
        </h2>
        {products.length > 0 && (
          <ul className="product-grid">
            {products.map((product) => (
              <ProductCard key={product.ProductId} product={product} onOpen={setOpen} />
            ))}
          </ul>
        )}
        {!loading && !failure && products.length === 0 && (
          <p>
            {search ? 'No products have a name starting with that.' : 'No products in this category yet.'}
          </p>
        )}
        {loading && <p role="status">Loading products…</p>}
        {failure && <p role="alert">{failure}</p>}
        {nextCursor && !loading && (
          <p>
            <button type="button" className="button-secondary" onClick={loadMore}>
              Load more
            </button>
          </p>
        )}
      </section>
      {open && <ProductDialog product={open} buyerRole={buyerRole} onClose={() => setOpen(undefined)} />}
    </>
  );
}
