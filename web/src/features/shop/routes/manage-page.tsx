// /shop/manage: a vendor user (or a super admin naming the vendor with ?vendor=<id>) creates a
// product; with ?product=<id> edits it: its fields and variants, status, images and, when stock is
// tracked, stock adjustments and their history. The API decides every call again.
import { Link, useLoaderData } from 'react-router';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import { ProductStatusControl } from '../components/product-status-control';
import { StockPanel } from '../components/stock-panel';
import type { ManageData } from './manage-loader';
import '../components/shop-catalogue.css';

export function ManagePage() {
  const { session, product, vendorId } = useLoaderData() as ManageData;
  if (!product) {
    const needsVendor = session.Role === 'super-admin' && !vendorId;
    return (
      <>
        <title>Add a product · Shop · Thon</title>
        <h1>Add a product</h1>
        {needsVendor ? (
          <p>
            Open the vendor in the console’s <Link to="/admin/vendors">Vendors</Link> to add a product for it.
          </p>
        ) : (
          <ProductForm {...(vendorId ? { vendorId } : {})} />
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
