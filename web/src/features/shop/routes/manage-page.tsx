// /shop/manage: a vendor user (or a super admin naming the vendor with ?vendor=<id>) sees their
// products, each linked to its page, and creates one; with ?product=<id> edits it: its fields and variants, status, images and, when stock is
// tracked, stock adjustments and their history. The API decides every call again.
import { Link, useLoaderData } from 'react-router';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import { ProductStatusControl } from '../components/product-status-control';
import { StockPanel } from '../components/stock-panel';
import { VendorProducts } from '../components/vendor-products';
import type { ManageData } from './manage-loader';
import '../components/shop-catalogue.css';

export function ManagePage() {
  const { session, product, vendorId } = useLoaderData() as ManageData;
  if (!product) {
    const needsVendor = session.Role === 'super-admin' && !vendorId;
    return (
      <>
        <title>Manage products · Shop · Thon</title>
        <h1>Manage products</h1>
        {needsVendor ? (
          <p>
            Open the vendor in the console’s <Link to="/admin/vendors">Vendors</Link> to manage its products.
          </p>
        ) : (
          <>
            <VendorProducts vendorId={vendorId} onShopPage={false} />
            <section aria-labelledby="new-product-heading">
              <h2 id="new-product-heading">Add a product</h2>
              <ProductForm {...(vendorId ? { vendorId } : {})} />
            </section>
          </>
        )}
      </>
    );
  }
  return (
    <>
      <title>{`${product.Name} · Shop · Thon`}</title>
      <p>
        <Link to="/shop">Back to the shop</Link>
      </p>
      <h1>{product.Name}</h1>
      <p className="lead">{product.VendorName}</p>
      <ProductStatusControl product={product} />
      {/* Keyed by id: another product starts a fresh form (a save resets it from the answer). */}
      <section aria-labelledby="product-details-heading">
        <h2 id="product-details-heading">Details</h2>
        <ProductForm key={product.ProductId} product={product} />
      </section>
      <ProductImages product={product} />
      {product.StockTracked && <StockPanel product={product} />}
    </>
  );
}
