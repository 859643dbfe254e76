// The franchise's shop switch: whether the organizers of its schools may buy in the shop. A super
// admin and the franchise's own franchisee users set it; it sends that one field, the only one a
// franchisee user may change (the API refuses them the rest).
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { organizersMayShopLabel } from '@thon/shared/catalog/franchise-console-messages';
import type { Franchise } from '../api/franchise-calls';
import type { FranchiseActionRequest, FranchiseOutcome } from '../routes/franchise-actions';

export function OrganizersMayShopControl({ franchise }: { franchise: Franchise }) {
  const { busy, answer, submit } = useActionFetcher<FranchiseOutcome>();
  const status = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success' as const, message: answer.message }
      : { title: 'Error', message: answer.message };

  const change = (organizersMayShop: boolean) => {
    const request: FranchiseActionRequest = {
      intent: 'set-organizers-may-shop',
      franchiseId: franchise.FranchiseId,
      organizersMayShop,
    };
    void submit(request);
  };

  return (
    <section aria-labelledby="franchise-shop-heading">
      <h2 id="franchise-shop-heading">Shop</h2>
      <div className="checkbox-field">
        <label>
          {/* The page's data is read again after each save, so the franchise read is the truth. */}
          <input
            type="checkbox"
            checked={franchise.OrganizersMayShop}
            disabled={busy}
            onChange={(event) => change(event.target.checked)}
          />{' '}
          {organizersMayShopLabel}
        </label>
      </div>
      <FormStatus status={status} toastFor={answer} />
    </section>
  );
}
