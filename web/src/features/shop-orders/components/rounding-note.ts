// Why a cart line's quantity differs from what was asked for: rounded up to whole packs, then to
// the product's minimum order. Empty when nothing was rounded.
import type { OrderLine } from '../api/order-calls';

export function roundingNote(
  line: Pick<OrderLine, 'Quantity' | 'Rounding' | 'PackSize' | 'MinimumQuantity'>,
): string {
  const { Rounding: rounding } = line;
  const reasons = [
    ...(rounding.ToPack ? [`packs of ${line.PackSize}`] : []),
    ...(rounding.ToMinimum ? [`minimum order ${line.MinimumQuantity}`] : []),
  ];
  if (reasons.length === 0) return '';
  return `Requested ${rounding.RequestedQuantity}, rounded up to ${line.Quantity} (${reasons.join(', then ')}).`;
}
