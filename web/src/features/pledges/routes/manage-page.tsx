// /pledge/manage#t=<token>: the donor's own pledge without an account. Shows the pledge, its cap
// statement and breakdown; while the Thon has not completed (Editable), the donor may change the
// rate, cap, card or expense, confirm a pending pledge, or cancel it.
import { useLoaderData } from 'react-router';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { pledgeCancelled, pledgeNotEditable } from '@thon/shared/catalog/messages';
import { PageLoading } from '../../../components/page-loading';
import { pledgeStatusLabel } from '../../../components/pledge-labels';
import { FeeBreakdownList } from '../components/fee-breakdown-list';
import { CancelPledgeControl, ConfirmPendingPledge } from '../components/manage-pledge-actions';
import { ManagePledgeForm } from '../components/manage-pledge-form';
import { PledgeStatement } from '../components/pledge-statement';
import type { DonorPledge } from '../api/pledge-calls';
import type { ManageData } from './manage-data';
import { useManageLink } from './use-manage-link';
import { ReplaceCardForm } from '../components/replace-card-form';

function PledgeSummary({ pledge }: { pledge: DonorPledge }) {
  return (
    <>
      <p className="lead">
        {pledge.Kind === 'PerUnit'
          ? `${formatDollars(pledge.Amount)} per ${pledge.UnitName} for ${pledge.DisplayName} in ${pledge.EventName}.`
          : `${formatDollars(pledge.Amount)} for ${pledge.DisplayName} in ${pledge.EventName}.`}
      </p>
      <p>Status: {pledgeStatusLabel(pledge.Status)}</p>
      <PledgeStatement pledge={pledge} />
      {pledge.CardLast4 && <p>Card ending {pledge.CardLast4}</p>}
      <FeeBreakdownList breakdown={pledge.Breakdown} atMost={pledge.Kind === 'PerUnit'} />
    </>
  );
}

function ManagePledge({ pledge }: { pledge: DonorPledge }) {
  const open = pledge.Editable && pledge.Status !== 'Cancelled';
  return (
    <>
      <PledgeSummary pledge={pledge} />
      {open && pledge.Status === 'Pending' && <ConfirmPendingPledge />}
      {open && pledge.Kind === 'PerUnit' && <ManagePledgeForm key={JSON.stringify(pledge)} pledge={pledge} />}
      {open && pledge.Kind === 'PerUnit' && <CancelPledgeControl pledge={pledge} />}
      {pledge.CardUpdatable && <ReplaceCardForm key={JSON.stringify(pledge)} pledge={pledge} />}
      {pledge.Status === 'Cancelled' ? (
        <p role="status">{pledgeCancelled}</p>
      ) : (
        !pledge.Editable && !pledge.CardUpdatable && <p>{pledgeNotEditable}</p>
      )}
    </>
  );
}

export function ManagePage() {
  const data = useLoaderData<ManageData>();
  const takingLink = useManageLink();
  return (
    <>
      <title>Your pledge · Thon</title>
      <h1>Your pledge</h1>
      {takingLink ? (
        <PageLoading />
      ) : data.ok ? (
        <ManagePledge pledge={data.pledge} />
      ) : (
        <p role="alert">{data.message}</p>
      )}
    </>
  );
}
