// A list of pledges as the participant's side reads them (the participant, their parents, the
// class teacher): each with its donor ("Anonymous" when the donor chose it), kind, amount or rate,
// cap, status and message, and the totals above it. Cards rather than a wide table, so a phone at
// 360 px reads every field without scrolling sideways; a page of the catalogue's page size at a time.
import type { ReactNode } from 'react';
import { pageSize } from '@thon/shared/catalog/limits';
import { formatDollars } from '@thon/shared/catalog/money-format';
import type { PledgeSummary } from '../api/pledge-calls';
import { pledgeAmountText, pledgeCapText, pledgeKindLabel, pledgeStatusLabel } from '../components/pledge-labels';
import { Pager, usePagedList } from '@/components/pager';
import '../components/pledges.css';

export function PledgeTotals({
  raised,
  pledged,
  count,
  label = 'Pledge totals',
}: {
  raised: number;
  pledged: number;
  count: number;
  label?: string;
}) {
  return (
    <dl className="stat-list pledge-totals" aria-label={label}>
      <div>
        <dt>Raised</dt>
        <dd>{formatDollars(raised)}</dd>
      </div>
      <div>
        <dt>Pledged (estimate)</dt>
        <dd>{formatDollars(pledged)}</dd>
      </div>
      <div>
        <dt>Pledges</dt>
        <dd>{count}</dd>
      </div>
    </dl>
  );
}

interface PledgeListProps<P extends PledgeSummary> {
  pledges: readonly P[];
  /** The unit of the rate, e.g. "lap"; per pledge when pledges span events. */
  unitName: string | ((pledge: P) => string);
  /** The list's accessible name. */
  label: string;
  /** Shown when there are no pledges. */
  empty: string;
  /** A line about the pledge's recipient, e.g. "For Ava J. · Spring Fun Run". */
  about?: (pledge: P) => ReactNode;
}

export function PledgeList<P extends PledgeSummary>({
  pledges,
  unitName,
  label,
  empty,
  about,
}: PledgeListProps<P>) {
  const paged = usePagedList(pledges, pageSize);
  if (pledges.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      <ul className="pledge-list" aria-label={label}>
        {paged.shown.map((pledge) => {
          const unit = typeof unitName === 'function' ? unitName(pledge) : unitName;
          const cap = pledgeCapText(pledge, unit);
          return (
            <li key={pledge.PledgeId} className="pledge-item">
              <p className="pledge-donor">
                <strong>{pledge.DonorName}</strong>{' '}
                <span className="muted">{pledgeKindLabel(pledge.Kind)}</span>
              </p>
              {about && <p className="pledge-about">{about(pledge)}</p>}
              <dl className="pledge-facts">
                <div>
                  <dt>{pledge.Kind === 'PerUnit' ? 'Rate' : 'Amount'}</dt>
                  <dd>{pledgeAmountText(pledge, unit)}</dd>
                </div>
                {cap && (
                  <div>
                    <dt>Cap</dt>
                    <dd>{cap}</dd>
                  </div>
                )}
                {pledge.Kind === 'PerUnit' && (
                  <div>
                    <dt>Estimate</dt>
                    <dd>{formatDollars(pledge.Estimated)}</dd>
                  </div>
                )}
                <div>
                  <dt>Status</dt>
                  <dd>{pledgeStatusLabel(pledge.Status)}</dd>
                </div>
              </dl>
              {pledge.Message && <blockquote className="pledge-message">{pledge.Message}</blockquote>}
            </li>
          );
        })}
      </ul>
      <Pager label={`${label}: pages`} page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
    </>
  );
}
