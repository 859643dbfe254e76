// A product's status: a draft or archived product is activated (buyers see it), an active one is
// archived (buyers no longer see it; its orders keep it) or taken back to draft. Each is one
// UpdateProduct at the Version read, through the page's action.
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { Product, ProductStatus } from '../api/catalog-calls';
import type { ManageActionRequest, ManageOutcome } from '../routes/manage-actions';
import { statusLabel } from './product-format';

const moves: Record<ProductStatus, { label: string; to: ProductStatus }[]> = {
  draft: [
    { label: 'Activate', to: 'active' },
    { label: 'Archive', to: 'archived' },
  ],
  active: [
    { label: 'Archive', to: 'archived' },
    { label: 'Back to draft', to: 'draft' },
  ],
  archived: [{ label: 'Activate', to: 'active' }],
};

export function ProductStatusControl({ product }: { product: Product }) {
  const { busy, answer, submit } = useActionFetcher<ManageOutcome>();
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success', message: answer.message }
      : { title: 'Error', message: answer.message };
  return (
    <section aria-labelledby="product-status-heading">
      <h2 id="product-status-heading">Status</h2>
      <p>{`${statusLabel[product.Status]}: ${product.Status === 'active' ? 'buyers see it in the shop.' : 'buyers do not see it.'}`}</p>
      <p className="button-row">
        {moves[product.Status].map((move) => (
          <button
            key={move.to}
            type="button"
            className={move.to === 'active' ? undefined : 'button-secondary'}
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              const request: ManageActionRequest = {
                intent: 'set-status',
                productId: product.ProductId,
                version: product.Version,
                status: move.to,
              };
              void submit(request);
            }}
          >
            {move.label}
          </button>
        ))}
      </p>
      <FormStatus status={status} toastFor={answer} />
    </section>
  );
}
