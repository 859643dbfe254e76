// An order's lines: what was bought (the names, SKUs and prices copied at submission), how many,
// how many have shipped, and each line's amount. A wide table, so it scrolls inside a named,
// focusable region at phone width rather than the page.
import type { OrderLine } from '../api/order-calls';
import { formatCents } from './order-format';

const variantOf = (line: OrderLine) => [line.Size, line.Colour].filter(Boolean).join(', ');

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <div className="shop-table-wrap" role="region" aria-label="Order lines" tabIndex={0}>
      <table className="shop-table">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col">Shipped</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.LineId}>
              <th scope="row">
                {line.ProductName}
                {variantOf(line) && <span className="muted"> ({variantOf(line)})</span>}
              </th>
              <td>{line.Sku ?? '—'}</td>
              <td>{line.Quantity}</td>
              <td>{line.QuantityShipped}</td>
              <td>{formatCents(line.UnitPriceCents)}</td>
              <td>{formatCents(line.LineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
