// The vendor's payout account (a Stripe Connect Express account): card orders are destination
// charges paying it, so a vendor takes card orders once it is enabled. The owner's "Connect
// payouts" asks the API for the provider's onboarding link and leaves for it; the provider sends
// them back here (?payout=return, or ?payout=refresh when the link expired), where GetVendor asks
// the provider again whether the account is enabled. Everyone else sees the status alone.
import { useEffect, useState } from 'react';
import { vendorOnboardingExpired, vendorPayoutText } from '@thon/shared/catalog/vendor-console-messages';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { payoutStatusLabels } from '../../../components/payout-status';
import type { Vendor } from '../api/vendor-calls';
import type { VendorPayoutsStarted, VendorStaffRequest } from '../routes/vendor-users-actions';

const connectLabels = { NotConnected: 'Connect payouts', Pending: 'Continue onboarding' } as const;

function returnedFrom(): string | null {
  return new URLSearchParams(globalThis.location.search).get('payout');
}

export function VendorPayouts({ vendor, canConnect }: { vendor: Vendor; canConnect: boolean }) {
  const { busy: asking, answer, submit } = useActionFetcher<VendorPayoutsStarted>();
  const payout = vendor.Payout;
  // The expired-link note stands until the owner asks for a new link.
  const [expired, setExpired] = useState(payout.Status === 'Pending' && returnedFrom() === 'refresh');
  // With the link in hand the page is leaving: the button stays busy until it has gone.
  const busy = asking || answer?.ok === true;
  const status: FormStatusValue =
    answer && !answer.ok
      ? { title: 'Error', message: answer.message }
      : expired
        ? { message: vendorOnboardingExpired }
        : noStatus;
  useEffect(() => {
    if (answer?.ok) window.location.assign(answer.url);
  }, [answer]);
  const connect = () => {
    if (busy) return;
    setExpired(false);
    void submit({ intent: 'start-vendor-payouts' } satisfies VendorStaffRequest);
  };
  return (
    <section aria-labelledby="vendor-payouts-heading">
      <h2 id="vendor-payouts-heading">Payouts</h2>
      <p>
        Status: <strong>{payoutStatusLabels[payout.Status]}</strong>
      </p>
      <p>{vendorPayoutText[payout.Status]}</p>
      {canConnect && payout.Status !== 'Enabled' && (
        <button type="button" aria-disabled={busy} onClick={connect}>
          {busy ? 'Opening onboarding…' : connectLabels[payout.Status]}
        </button>
      )}
      <FormStatus status={status} />
    </section>
  );
}
