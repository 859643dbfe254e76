// The product-status report: a row per product variant with its units in each state (each unit
// counted once, in the furthest state it reached) and its stock on hand ("made to order" when the
// product does not track stock), the totals in the footer, and the CSV download.
import type { ProductStatusReportWire, ProductStatusTotalsWire } from '@thon/shared/api/schemas/shop-reports';
import { saveCsv } from './save-csv';
import './shop-reports.css';

const columns = [
  ['InDrafts', 'In drafts'],
  ['Submitted', 'Submitted'],
  ['Confirmed', 'Confirmed'],
  ['Shipped', 'Shipped'],
  ['Delivered', 'Delivered'],
  ['Cancelled', 'Cancelled'],
] as const satisfies readonly (readonly [keyof ProductStatusTotalsWire, string])[];

function variantLabel(row: { Sku: string; Size: string; Colour: string }): string {
  return [row.Sku, row.Size, row.Colour].filter((part) => part !== '').join(' · ');
}

export function ProductStatusTable({ report }: { report: ProductStatusReportWire }) {
  const fileName = `product-status-${report.VendorName.replace(/[^\w-]+/g, '-').toLowerCase()}.csv`;
  return (
    <section aria-labelledby="product-status-title">
      <h2 id="product-status-title">{report.VendorName}</h2>
      <p className="shop-report-actions">
        <button type="button" onClick={() => saveCsv(fileName, report.Csv ?? '')}>
          Download CSV
        </button>
      </p>
      {report.Truncated ? (
        <p role="status">
          This report is cut short: the vendor has more orders or products than one report reads.
        </p>
      ) : null}
      {report.Rows.length === 0 ? (
        <p>No products yet.</p>
      ) : (
        <div className="shop-report-wrap" role="region" aria-label="Product status per variant" tabIndex={0}>
          <table className="shop-report-table">
            <caption>
              Units per product and variant, each counted once in the furthest state it reached.
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                {columns.map(([key, label]) => (
                  <th key={key} scope="col" className="number">
                    {label}
                  </th>
                ))}
                <th scope="col" className="number">
                  Stock on hand
                </th>
              </tr>
            </thead>
            <tbody>
              {report.Rows.map((row) => (
                <tr key={`${row.ProductId}#${row.VariantId}`}>
                  <th scope="row">
                    {row.ProductName}
                    {row.ProductStatus === 'active' ? '' : ` (${row.ProductStatus})`}
                  </th>
                  <td>{variantLabel(row)}</td>
                  {columns.map(([key]) => (
                    <td key={key} className="number">
                      {row[key]}
                    </td>
                  ))}
                  <td className="number">{row.StockOnHand ?? 'Made to order'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                {columns.map(([key]) => (
                  <td key={key} className="number">
                    {report.Totals[key]}
                  </td>
                ))}
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
