// "Fill from the Thon": the chosen products' quantities from the Thon itself (shirts per size from
// the roster, per-participant items from the participant count, one pack of the rest) plus the
// buyer's buffer percent, each rounded up by the API to the pack and the minimum; the answer lists
// the lines it rounded, with the quantity asked for and why.
import { useId, useState } from 'react';
import { fillCartFromThonRequestSchema } from '@thon/shared/api/schemas/shop-orders';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Product } from '../api/cart-catalogue';
import type { CartOutcome, CartRequest } from '../routes/cart-builder-requests';

/** The buffer a new fill starts with: a few spare for late sign-ups and wrong sizes. */
export const defaultBufferPercent = 10;

const basisWords = (product: Product): string => {
  const basis = product.QuantityBasis;
  if (basis.Kind === 'per-shirt-size') return 'one per participant of each shirt size';
  if (basis.Kind === 'per-participant') return `${basis.AmountPerParticipant} ${basis.Unit} per participant`;
  return 'one pack';
};

export function CartFillForm({ orderId, products }: { orderId: string; products: readonly Product[] }) {
  const { busy, answer, note, say, submit } = useActionFetcher<CartOutcome>();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(products.filter((p) => p.QuantityBasis.Kind !== 'fixed').map((p) => p.ProductId)),
  );
  const [buffer, setBuffer] = useState(String(defaultBufferPercent));
  const ids = { heading: useId(), buffer: useId() };
  const toggle = (productId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(productId);
    else next.delete(productId);
    setChosen(next);
  };
  const fill = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = fillCartFromThonRequestSchema.safeParse({
      OrderId: orderId,
      ProductIds: products.filter((p) => chosen.has(p.ProductId)).map((p) => p.ProductId),
      BufferPercent: buffer.trim() === '' ? Number.NaN : Number(buffer),
    });
    if (!checked.success) {
      say({ title: 'Not filled', message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    const request: CartRequest = {
      intent: 'fill',
      orderId,
      productIds: checked.data.ProductIds,
      bufferPercent: checked.data.BufferPercent,
    };
    void submit(request);
  };
  const status =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success' as const, message: answer.message }
        : { title: 'Not filled', message: answer.message });
  return (
    <form aria-labelledby={ids.heading} onSubmit={fill} noValidate>
      <h2 id={ids.heading}>Fill from the Thon</h2>
      <fieldset>
        <legend>Products to fill</legend>
        {products.map((product) => (
          <label key={product.ProductId} className="shop-check">
            <input
              type="checkbox"
              checked={chosen.has(product.ProductId)}
              onChange={(e) => toggle(product.ProductId, e.target.checked)}
            />{' '}
            {product.Name} <span className="muted">({basisWords(product)})</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.buffer}>Buffer (%)</label>
        <input
          id={ids.buffer}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={buffer}
          onChange={(e) => setBuffer(e.target.value)}
        />
      </div>
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Filling…' : 'Fill from the Thon'}
      </button>
      <FormStatus status={status} toastFor={answer} />
      {answer?.ok && answer.notices.length > 0 && (
        <ul aria-label="Left out">
          {answer.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {answer?.ok && answer.rounded.length > 0 && (
        <ul aria-label="Rounded lines">
          {answer.rounded.map((line) => (
            <li key={line.LineId}>
              {line.ProductName}: requested {line.Rounding.RequestedQuantity}, ordered {line.Quantity} (
              {[
                line.Rounding.ToPack ? 'rounded up to whole packs' : '',
                line.Rounding.ToMinimum ? 'raised to the minimum order' : '',
              ]
                .filter(Boolean)
                .join(', then ')}
              )
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
