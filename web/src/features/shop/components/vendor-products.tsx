// A vendor's own products on /shop: every status, each with its stock per variant (or made to
// order when stock is not tracked) and a link to manage it; products are read a page at a time.
// The category hashes a vendor may visit narrow the list to that category (ListProducts' Category).
import { Link, useLocation } from 'react-router';
import { useReferenceLists } from '@/lib/reference-lists';
import { CategoryNav } from './category-nav';
import { formatPrice, statusLabel, variantText } from './product-format';
import { allCategory, categoryOfHash, useShopCategories } from './shop-categories';
import { useProductPages } from './use-product-pages';

export const managePath = (productId?: string) =>
  productId ? `/shop/manage?product=${encodeURIComponent(productId)}` : '/shop/manage';

interface VendorProductsProps {
  /** A super admin's view of one vendor's products (a vendor user's are their own). */
  vendorId?: string | undefined;
  /** On /shop: the category links, and the link to add a product (which /shop/manage has below). */
  onShopPage?: boolean;
}

export function VendorProducts({ vendorId, onShopPage = true }: VendorProductsProps) {
  const sizes = useReferenceLists().shirtSizes;
  const categories = useShopCategories();
  const hashCategory = categoryOfHash(useLocation().hash);
  const category = onShopPage ? hashCategory : allCategory;
  const { products, nextCursor, loading, failure, loadMore } = useProductPages({
    ...(vendorId ? { VendorId: vendorId } : {}),
    ...(category === allCategory ? {} : { Category: category }),
  });
  return (
    <>
      {onShopPage && <CategoryNav categories={categories} current={category} />}
      <section aria-labelledby="vendor-products-heading" aria-busy={loading}>
        <h2 id="vendor-products-heading">Your products</h2>
        {onShopPage && (
          <p>
            <Link className="button-link" to={managePath()}>
              Add a product
            </Link>
          </p>
        )}
        {products.length > 0 && (
          <div
            className="catalogue-table"
            role="region"
            aria-label="Your products, by status and stock"
            tabIndex={0}
          >
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Status</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.ProductId}>
                    <th scope="row">
                      <Link to={managePath(product.ProductId)}>{product.Name}</Link>
                    </th>
                    <td>{statusLabel[product.Status]}</td>
                    <td>{formatPrice(product.PriceCents)}</td>
                    <td>
                      {product.StockTracked ? (
                        <ul className="catalogue-stock">
                          {product.Variants.map((variant) => (
                            <li key={variant.VariantId}>
                              {`${variantText(variant, sizes)}: ${variant.StockOnHand ?? 0}`}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        'Made to order'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!loading && !failure && products.length === 0 && (
          <p>
            {category === allCategory
              ? 'You have no products yet.'
              : 'You have no products in this category.'}
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
    </>
  );
}
