// /pledge/confirmation/{pledgeId}: what was pledged, the cap statement and the breakdown, where the
// manage link went and, for a pending pledge, that it waits for the email. The pledge page passes
// the answer in the navigation state; reloaded without it, the page thanks the donor plainly.
import { useLocation } from 'react-router';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { pledgeManageLinkSent, pledgePendingExplained, pledgeThanks } from '@thon/shared/catalog/messages';
import type { CreatedPledge } from '../api/pledge-calls';
import { FeeBreakdownList } from '../components/fee-breakdown-list';
import { PledgeStatement } from '../components/pledge-statement';

export function ConfirmationPage() {
  const state = useLocation().state as { pledge?: CreatedPledge } | null;
  const pledge = state?.pledge;
  return (
    <>
      <title>Thank you · Thon</title>
      <h1>{pledgeThanks}</h1>
      {pledge && (
        <>
          <p className="lead">
            {pledge.Kind === 'PerUnit'
              ? `You pledged ${formatDollars(pledge.Amount)} per ${pledge.UnitName} for ${pledge.DisplayName} in ${pledge.EventName}.`
              : `You gave ${formatDollars(pledge.Amount)} to ${pledge.DisplayName} in ${pledge.EventName}.`}
          </p>
          <PledgeStatement pledge={pledge} />
          {pledge.Status === 'Pending' && <p role="status">{pledgePendingExplained}</p>}
          <FeeBreakdownList breakdown={pledge.Breakdown} atMost={pledge.Kind === 'PerUnit'} />
          <p>{pledgeManageLinkSent(pledge.Email)}</p>
        </>
      )}
    </>
  );
}
