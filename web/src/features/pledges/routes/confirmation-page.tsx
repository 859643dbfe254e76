// /pledge/confirmation/{pledgeId}: what was pledged, the cap statement and the breakdown, where the
// manage link went and, for a pending pledge, that it waits for the email. The pledge page passes
// the answer in the navigation state; reloaded without it, the page thanks the donor plainly.
// Then the donor is offered the guest-share template to pass the page on (issue 13).
import { useLocation } from 'react-router';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { pledgeManageLinkSent, pledgePendingExplained, pledgeThanks } from '@thon/shared/catalog/messages';
import type { CreatedPledge } from '../api/pledge-calls';
import { ShareButtons } from '../../../components/share-buttons';
import { FeeBreakdownList } from '../components/fee-breakdown-list';
import { PledgeStatement } from '../components/pledge-statement';

export function ConfirmationPage() {
  const state = useLocation().state as { pledge?: CreatedPledge; participantId?: string } | null;
  const pledge = state?.pledge;
  const participantId = state?.participantId;
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
      {pledge && participantId && (
        <section aria-labelledby="pass-it-on-heading" className="donor-card">
          <h2 id="pass-it-on-heading">Pass it on</h2>
          <p>{`Ask friends and family to support ${pledge.DisplayName} too.`}</p>
          <ShareButtons
            participantId={participantId}
            withMessaging
            emailSubject={`Support ${pledge.DisplayName} in ${pledge.EventName}`}
          />
        </section>
      )}
    </>
  );
}
