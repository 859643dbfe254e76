// The school-item report on screen: a row per order line, by school and Thon, with its units
// ordered, shipped and delivered; a late line (past its need-by date, not all shipped) says so in
// words, not colour alone. The CSV download and the Print button (which prints the packing view).
import type { SchoolItemReportWire } from '@thon/shared/api/schemas/shop-reports';
import { saveCsv } from './save-csv';
import './shop-reports.css';

const variantOf = (row: { Sku: string; Size: string; Colour: string }) =>
  [row.Sku, row.Size, row.Colour].filter((part) => part !== '').join(' · ');

export function SchoolItemTable({ report }: { report: SchoolItemReportWire }) {
  const late = report.Rows.filter((row) => row.Late).length;
  return (
    <section aria-labelledby="school-items-title" className="shop-report-screen-only">
      <h2 id="school-items-title">Items per school</h2>
      <p className="shop-report-actions">
        <button type="button" onClick={() => saveCsv('school-items.csv', report.Csv ?? '')}>
          Download CSV
        </button>{' '}
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          Print packing view
        </button>
      </p>
      {report.Truncated ? (
        <p role="status">This report is cut short: it covers more orders than one report reads. Narrow it.</p>
      ) : null}
      {report.Rows.length === 0 ? (
        <p>No ordered items.</p>
      ) : (
        <>
          <p>{late === 0 ? 'No line is late.' : `${late} line${late === 1 ? ' is' : 's are'} late.`}</p>
          <div className="shop-report-wrap" role="region" aria-label="Order lines per school" tabIndex={0}>
            <table className="shop-report-table">
              <thead>
                <tr>
                  <th scope="col">School</th>
                  <th scope="col">Thon</th>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col">Vendor</th>
                  <th scope="col">Need by</th>
                  <th scope="col" className="number">
                    Ordered
                  </th>
                  <th scope="col" className="number">
                    Shipped
                  </th>
                  <th scope="col" className="number">
                    Delivered
                  </th>
                  <th scope="col">Late</th>
                </tr>
              </thead>
              <tbody>
                {report.Rows.map((row) => (
                  <tr key={`${row.OrderId}#${row.LineId}`}>
                    <td>{row.OrganizationName}</td>
                    <td>{row.ThonName}</td>
                    <th scope="row">{row.ProductName}</th>
                    <td>{variantOf(row)}</td>
                    <td>{row.VendorName}</td>
                    <td>{row.NeedBy}</td>
                    <td className="number">{row.Ordered}</td>
                    <td className="number">{row.Shipped}</td>
                    <td className="number">{row.Delivered}</td>
                    <td>{row.Late ? <strong className="shop-report-late">Late</strong> : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
