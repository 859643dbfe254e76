// A stock-tracked product's stock: each variant's stock on hand, an adjustment (a variant, a
// change up or down and the reason, which is required and recorded with who and when) through
// the page's action, and the adjustment history, newest first, a page at a time (Show more loads
// the next through the page's loader with a fetcher).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { ApiError } from '@/lib/api-client';
import { useReferenceLists } from '@/lib/reference-lists';
import { adjustStockRequestSchema } from '@thon/shared/api/schemas/shop-catalog';
import { listStockAdjustments, type Product, type StockAdjustment } from '../api/catalog-calls';
import type { ManageActionRequest, ManageOutcome } from '../routes/manage-actions';
import { stockHistoryHref, type StockHistoryAnswer } from '../routes/manage-loader';
import { variantText } from './product-format';

/** Said when the history cannot be read and the API gave no message. */
export const historyNotRead = 'The stock history could not be loaded. Please try again.';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function StockPanel({ product }: { product: Product }) {
  const id = useId();
  const sizes = useReferenceLists().shirtSizes;
  const { busy, answer, note, say, submit } = useActionFetcher<ManageOutcome>();
  const [variantId, setVariantId] = useState(product.Variants[0]?.VariantId ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [history, setHistory] = useState<{ rows: StockAdjustment[]; next?: string; failure?: string }>({
    rows: [],
  });

  // The history is read again whenever the product changes (an adjustment raises its Version).
  useEffect(() => {
    const controller = new AbortController();
    listStockAdjustments(product.ProductId, undefined, controller.signal).then(
      (page) => setHistory({ rows: page.Adjustments, ...(page.NextCursor ? { next: page.NextCursor } : {}) }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setHistory({ rows: [], failure: error instanceof ApiError ? error.message : historyNotRead });
      },
    );
    return () => controller.abort();
  }, [product.ProductId, product.Version]);

  // A new accepted adjustment clears the form (adjusted during render, so no frame shows it stale).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) {
      setDelta('');
      setReason('');
    }
  }

  // Each later page is taken once (`seen`), and only when it is the page after the rows shown: an
  // adjustment revalidates the fetcher too, after the history started again from its first page.
  const more = useFetcher<StockHistoryAnswer>();
  const answered = more.state === 'idle' ? more.data : undefined;
  const [seenMore, setSeenMore] = useState(answered);
  if (answered !== seenMore) {
    setSeenMore(answered);
    if (answered && answered.cursor === history.next)
      setHistory(
        answered.ok
          ? {
              rows: [...history.rows, ...answered.page.Adjustments],
              ...(answered.page.NextCursor ? { next: answered.page.NextCursor } : {}),
            }
          : { ...history, failure: answered.message },
      );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const adjustment = {
      ProductId: product.ProductId,
      VariantId: variantId,
      Delta: /^[+-]?\d+$/u.test(delta.trim()) ? Number(delta.trim()) : Number.NaN,
      Reason: reason,
    };
    const checked = adjustStockRequestSchema.safeParse(adjustment);
    if (!checked.success) return say({ title: 'Error', message: checked.error.issues[0]?.message ?? '' });
    const variant = product.Variants.find((each) => each.VariantId === variantId);
    const request: ManageActionRequest = {
      intent: 'adjust-stock',
      adjustment: checked.data,
      variantLabel: variant ? variantText(variant, sizes) : variantId,
    };
    void submit(request);
  }

  const status: FormStatusValue =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message });
  const variantName = (variantId: string) => {
    const variant = product.Variants.find((each) => each.VariantId === variantId);
    return variant ? variantText(variant, sizes) : variantId;
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Stock</h2>
      <ul>
        {product.Variants.map((variant) => (
          <li
            key={variant.VariantId}
          >{`${variantText(variant, sizes)} (SKU ${variant.Sku}): ${variant.StockOnHand ?? 0} on hand`}</li>
        ))}
      </ul>
      <form noValidate aria-busy={busy} onSubmit={onSubmit}>
        <h3>Adjust stock</h3>
        <div className="field">
          <label htmlFor={`${id}-variant`}>Choice</label>
          <select
            id={`${id}-variant`}
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
          >
            {product.Variants.map((variant) => (
              <option key={variant.VariantId} value={variant.VariantId}>
                {variantText(variant, sizes)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-delta`}>Change</label>
          <p className="field-hint" id={`${id}-delta-hint`}>
            Goods received add (e.g. 50); a count correction may take away (e.g. -3).
          </p>
          <input
            id={`${id}-delta`}
            inputMode="numeric"
            aria-describedby={`${id}-delta-hint`}
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <button type="submit" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Adjust stock'}
        </button>
        <FormStatus status={status} toastFor={note ? undefined : answer} />
      </form>
      <h3>History</h3>
      {history.failure && <p role="alert">{history.failure}</p>}
      {history.rows.length === 0 && !history.failure ? (
        <p>No adjustments yet.</p>
      ) : (
        <div className="catalogue-table" role="region" aria-label="Stock history" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Choice</th>
                <th scope="col">Change</th>
                <th scope="col">Stock after</th>
                <th scope="col">Reason</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((row) => (
                <tr key={row.AdjustmentId}>
                  <td>{when.format(Date.parse(row.At))}</td>
                  <td>{variantName(row.VariantId)}</td>
                  <td>{row.Delta > 0 ? `+${row.Delta}` : String(row.Delta)}</td>
                  <td>{row.StockAfter}</td>
                  <td>{row.Reason}</td>
                  <td>{row.By.Name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.next && (
        <p>
          <button
            type="button"
            className="button-secondary"
            aria-disabled={more.state !== 'idle'}
            onClick={() => {
              if (more.state === 'idle' && history.next)
                void more.load(stockHistoryHref(product.ProductId, history.next));
            }}
          >
            {more.state === 'idle' ? 'Show more' : 'Loading…'}
          </button>
        </p>
      )}
    </section>
  );
}
