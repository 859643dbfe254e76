// The console's vendors: a page at a time from the API (by name, its cursor), "Show more" fetching
// the next page through the list route's loader and adding it below. Each vendor leads to its page.
import { Link } from 'react-router';
import { payoutStatusLabels } from '../../../components/payout-status';
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import type { VendorList as VendorPage } from '../api/vendor-calls';
import { shippingFeeText, vendorPath, vendorStatusLabel } from './vendor-labels';

/** The list route's loader for the page after `cursor` (`index`: the list, not its parent route). */
export const vendorsHref = (cursor?: string) =>
  cursor ? `/admin/vendors?index&cursor=${encodeURIComponent(cursor)}` : '/admin/vendors';

export function VendorList({ firstPage }: { firstPage: VendorPage }) {
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(firstPage);
  const vendors = pages.flatMap((page) => page.Vendors);
  return (
    <section aria-label="Vendors">
      {vendors.length === 0 ? (
        <p>There are no vendors yet.</p>
      ) : (
        <ul className="card-list" aria-label="Vendor list">
          {vendors.map((vendor) => (
            <li key={vendor.VendorId} className="card">
              <h2>
                <Link to={vendorPath(vendor.VendorId)}>{vendor.Name}</Link>
              </h2>
              <dl className="stat-list">
                <div>
                  <dt>Status</dt>
                  <dd>{vendorStatusLabel[vendor.Status]}</dd>
                </div>
                <div>
                  <dt>Contact</dt>
                  <dd>{vendor.ContactEmail}</dd>
                </div>
                <div>
                  <dt>Shipping</dt>
                  <dd>{shippingFeeText(vendor.ShippingFeeCents)}</dd>
                </div>
                <div>
                  <dt>Payouts</dt>
                  <dd>{payoutStatusLabels[vendor.Payout.Status]}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        noun="vendors"
        nextHref={nextCursor && vendorsHref(nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={vendorsHref()}
        onMore={load}
      />
    </section>
  );
}
