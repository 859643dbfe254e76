// /shop/reports/productstatus: a vendor's products per variant (a super admin chooses the vendor by
// its id in a GET form, so the report can be bookmarked and reloaded).
import { Form, useLoaderData } from 'react-router';
import { ProductStatusTable } from '../components/product-status-table';
import type { ProductStatusView } from './product-status-loader';

export function ProductStatusPage() {
  const view = useLoaderData() as ProductStatusView;
  return (
    <>
      <title>Product status · Shop · Thon</title>
      <h1>Product status</h1>
      {view.namesVendor ? (
        <Form method="get" className="shop-report-filters" aria-label="Vendor">
          <div className="field">
            <label htmlFor="product-status-vendor">Vendor id</label>
            <input id="product-status-vendor" name="vendor" required defaultValue={view.vendorId ?? ''} />
          </div>
          <button type="submit">Show report</button>
        </Form>
      ) : null}
      {view.report && 'ok' in view.report ? (
        <p role="alert">{view.report.message}</p>
      ) : view.report ? (
        <ProductStatusTable report={view.report} />
      ) : null}
    </>
  );
}
