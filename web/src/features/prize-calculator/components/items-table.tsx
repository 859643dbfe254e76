// One level's prizes, or the supplies, as the calculation orders them: per product (and size) what
// is needed, what is ordered and why it is more (the buffer, whole packs, the minimum order), the
// unit price and the cost, with the table's total. A wide table: it scrolls inside its named,
// focusable region at phone width, as the shop's other tables do.
import type { CalculatorItem, CalculatorSupply } from '@thon/shared/api/schemas/prize-calculator';
import { formatCents } from '@/features/shop-orders/components/order-format';
import { amount, roundingWords, suppliedAmount } from './calculator-format';

type Rows =
  | { kind: 'prizes'; items: readonly CalculatorItem[] }
  | { kind: 'supplies'; items: readonly CalculatorSupply[] };

interface Row {
  key: string;
  product: string;
  /** The size of a prize, or a supply's amount per participant. */
  detail: string;
  needed: string;
  ordered: string;
  why: string;
  item: CalculatorItem;
}

function rowsOf(rows: Rows, bufferPercent: number): Row[] {
  if (rows.kind === 'supplies')
    return rows.items.map((supply) => ({
      key: `${supply.ProductId}#${supply.VariantId ?? ''}`,
      product: supply.ProductName,
      detail: amount(supply.PerParticipant, supply.Unit),
      needed: amount(supply.Needed, supply.Unit),
      ordered: suppliedAmount(supply),
      why: roundingWords(supply, bufferPercent, supply.Unit),
      item: supply,
    }));
  return rows.items.map((item) => ({
    key: `${item.ProductId}#${item.VariantId ?? ''}#${item.SizeCode ?? ''}`,
    product: item.ProductName,
    detail: item.SizeCode ?? '—',
    needed: amount(item.Needed),
    ordered: amount(item.Quantity),
    why: roundingWords(item, bufferPercent),
    item,
  }));
}

export function ItemsTable({
  rows,
  bufferPercent,
  label,
}: {
  rows: Rows;
  bufferPercent: number;
  label: string;
}) {
  const lines = rowsOf(rows, bufferPercent);
  const total = lines.reduce((sum, line) => sum + line.item.CostCents, 0);
  return (
    <div className="shop-report-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="shop-report-table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">{rows.kind === 'supplies' ? 'Each participant' : 'Size'}</th>
            <th scope="col" className="number">
              Needed
            </th>
            <th scope="col" className="number">
              Ordered
            </th>
            <th scope="col">Why more</th>
            <th scope="col">Vendor</th>
            <th scope="col" className="number">
              Unit price
            </th>
            <th scope="col" className="number">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.product}</th>
              <td>{line.detail}</td>
              <td className="number">{line.needed}</td>
              <td className="number">{line.ordered}</td>
              <td>{line.why}</td>
              <td>{line.item.VendorName}</td>
              <td className="number">{formatCents(line.item.UnitPriceCents)}</td>
              <td className="number">{formatCents(line.item.CostCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={7}>
              Total
            </th>
            <td className="number">{formatCents(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
