// The printable packing view: a slip per school with its ship-to address and, per Thon, each line's
// units ordered, already shipped and left to pack. The print stylesheet puts each slip on a sheet
// of its own and leaves everything else off the paper.
import type { SchoolItemRowWire } from '@thon/shared/api/schemas/shop-reports';
import { leftToPack, slipsPerSchool } from './school-item-groups';
import './shop-reports.css';

export function PackingView({ rows }: { rows: readonly SchoolItemRowWire[] }) {
  const slips = slipsPerSchool(rows);
  if (slips.length === 0) return null;
  return (
    <section aria-labelledby="packing-view-title">
      <h2 id="packing-view-title">Packing view</h2>
      {slips.map((slip) => (
        <article
          key={slip.organizationId}
          className="packing-slip"
          aria-labelledby={`slip-${slip.organizationId}`}
        >
          <h3 id={`slip-${slip.organizationId}`}>{slip.organizationName}</h3>
          {slip.shipTo.map((address) => (
            <p key={address}>Ship to: {address}</p>
          ))}
          <div
            className="shop-report-wrap"
            role="region"
            aria-label={`Packing list for ${slip.organizationName}`}
            tabIndex={0}
          >
            <table className="shop-report-table">
              <thead>
                <tr>
                  <th scope="col">Thon</th>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Size / colour</th>
                  <th scope="col">Need by</th>
                  <th scope="col" className="number">
                    Ordered
                  </th>
                  <th scope="col" className="number">
                    Shipped
                  </th>
                  <th scope="col" className="number">
                    To pack
                  </th>
                </tr>
              </thead>
              <tbody>
                {slip.rows.map((row) => (
                  <tr key={`${row.OrderId}#${row.LineId}`}>
                    <td>{row.ThonName}</td>
                    <th scope="row">{row.ProductName}</th>
                    <td>{row.Sku}</td>
                    <td>{[row.Size, row.Colour].filter((part) => part !== '').join(' / ')}</td>
                    <td>
                      {row.NeedBy}
                      {row.Late ? ' (late)' : ''}
                    </td>
                    <td className="number">{row.Ordered}</td>
                    <td className="number">{row.Shipped}</td>
                    <td className="number">{leftToPack(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </article>
      ))}
    </section>
  );
}
