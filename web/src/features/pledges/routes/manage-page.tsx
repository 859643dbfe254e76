// /pledge/manage#t=<token>: the donor's own pledge without an account. Shows the pledge, its cap
// statement and breakdown; while the Thon has not completed (Editable), the donor may change the
// rate, cap, card or expense, confirm a pending pledge, or cancel it.
import { useLoaderData } from 'react-router';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { pledgeCancelled, pledgeNotEditable } from '@thon/shared/catalog/messages';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/translation';
import { pledgeStatusLabel } from '../components/pledge-labels';
import { FeeBreakdownList } from '../components/fee-breakdown-list';
import { CancelPledgeControl, ConfirmPendingPledge } from '../components/manage-pledge-actions';
import { ManagePledgeForm } from '../components/manage-pledge-form';
import { PledgeStatement } from '../components/pledge-statement';
import type { DonorPledge } from '../api/pledge-calls';
import type { ManageData } from './manage-data';
import { useManageLink } from './use-manage-link';
import { ReplaceCardForm } from '../components/replace-card-form';

function PledgeSummary({ pledge }: { pledge: DonorPledge }) {
  const t = useT();
  const figures = { amount: formatDollars(pledge.Amount), name: pledge.DisplayName, event: pledge.EventName };
  return (
    <>
      <p className="lead">
        {pledge.Kind === 'PerUnit'
          ? t('{{amount}} per {{unit}} for {{name}} in {{event}}.', { ...figures, unit: pledge.UnitName })
          : t('{{amount}} for {{name}} in {{event}}.', figures)}
      </p>
      <p>{t('Status: {{status}}', { status: t(pledgeStatusLabel(pledge.Status)) })}</p>
      <PledgeStatement pledge={pledge} />
      {pledge.CardLast4 && <p>{t('Card ending {{last4}}', { last4: pledge.CardLast4 })}</p>}
      <FeeBreakdownList breakdown={pledge.Breakdown} atMost={pledge.Kind === 'PerUnit'} />
    </>
  );
}

function ManagePledge({ pledge }: { pledge: DonorPledge }) {
  const open = pledge.Editable && pledge.Status !== 'Cancelled';
  const t = useT();
  return (
    <>
      <PledgeSummary pledge={pledge} />
      {open && pledge.Status === 'Pending' && <ConfirmPendingPledge />}
      {open && pledge.Kind === 'PerUnit' && <ManagePledgeForm key={JSON.stringify(pledge)} pledge={pledge} />}
      {open && pledge.Kind === 'PerUnit' && <CancelPledgeControl pledge={pledge} />}
      {pledge.CardUpdatable && <ReplaceCardForm key={JSON.stringify(pledge)} pledge={pledge} />}
      {pledge.Status === 'Cancelled' ? (
        <p role="status">{t(pledgeCancelled)}</p>
      ) : (
        !pledge.Editable && !pledge.CardUpdatable && <p>{t(pledgeNotEditable)}</p>
      )}
    </>
  );
}

export function ManagePage() {
  const data = useLoaderData<ManageData>();
  const takingLink = useManageLink();
  const t = useT();
  return (
    <>
      <title>{`${t('Your pledge')} · Thon`}</title>
      <h1>{t('Your pledge')}</h1>
      {takingLink ? (
        <PageLoading />
      ) : data.ok ? (
        <ManagePledge pledge={data.pledge} />
      ) : (
        <p role="alert">{t(data.message)}</p>
      )}
    </>
  );
}
