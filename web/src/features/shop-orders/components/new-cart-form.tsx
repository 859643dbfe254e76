// Starting a cart: one of the buyer's Thons and one of the shop's vendors (CreateCart ships it to
// the Thon's organization and opens it).
import { useId, useState } from 'react';
import { enterRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { BuyerThon } from '../api/buyer-thons';
import type { VendorChoice } from '../api/cart-catalogue';
import type { Refused } from '../../../components/form/refused-or';

export function NewCartForm({
  thons,
  vendors,
}: {
  thons: readonly BuyerThon[];
  vendors: readonly VendorChoice[];
}) {
  const { busy, answer, note, say, submit } = useActionFetcher<Refused>();
  const [thonId, setThonId] = useState('');
  const [vendorId, setVendorId] = useState('');
  const ids = { heading: useId(), thon: useId(), vendor: useId() };
  const start = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!thonId || !vendorId) {
      say({ title: 'Error', message: enterRequiredFields });
      return;
    }
    void submit({ intent: 'create', thonId, vendorId });
  };
  const status = note ?? (answer ? { title: 'Error', message: answer.message } : noStatus);
  return (
    <form aria-labelledby={ids.heading} onSubmit={start} noValidate className="shop-filters">
      <h2 id={ids.heading}>New cart</h2>
      <div className="field">
        <label htmlFor={ids.thon}>Thon</label>
        <select id={ids.thon} value={thonId} onChange={(e) => setThonId(e.target.value)}>
          <option value="">Choose a Thon</option>
          {thons.map((thon) => (
            <option key={thon.EventId} value={thon.EventId}>
              {thon.Name} ({thon.EndDate})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.vendor}>Vendor</label>
        <select id={ids.vendor} value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
          <option value="">Choose a vendor</option>
          {vendors.map((vendor) => (
            <option key={vendor.VendorId} value={vendor.VendorId}>
              {vendor.Name}
            </option>
          ))}
        </select>
      </div>
      <p>
        <button type="submit" aria-disabled={busy}>
          {busy ? 'Starting…' : 'Start a cart'}
        </button>
      </p>
      <FormStatus status={status} toastFor={answer} />
    </form>
  );
}
