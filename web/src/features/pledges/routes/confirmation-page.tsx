// /pledge/confirmation/{pledgeId}: what was pledged, the cap statement and the breakdown, where the
// manage link went and, for a pending pledge, that it waits for the email. The pledge page passes
// the answer in the navigation state; reloaded without it, the page thanks the donor plainly.
// Then the donor is offered the guest-share template to pass the page on.
import { useLocation } from 'react-router';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { pledgeManageLinkSent, pledgePendingExplained, pledgeThanks } from '@thon/shared/catalog/messages';
import type { CreatedPledge } from '../api/pledge-calls';
import { ShareButtons } from '@/features/sharing/components/share-buttons';
import { useT } from '../../../i18n/translation';
import { FeeBreakdownList } from '../components/fee-breakdown-list';
import { PledgeStatement } from '../components/pledge-statement';

export function ConfirmationPage() {
  const state = useLocation().state as { pledge?: CreatedPledge; participantId?: string } | null;
  const pledge = state?.pledge;
  const participantId = state?.participantId;
  const t = useT();
  const names = pledge && { name: pledge.DisplayName, event: pledge.EventName };
  return (
    <>
      <title>{`${t('Thank you')} · Thon`}</title>
      <h1>{t(pledgeThanks)}</h1>
      {pledge && (
        <>
          <p className="lead">
            {pledge.Kind === 'PerUnit'
              ? t('You pledged {{amount}} per {{unit}} for {{name}} in {{event}}.', {
                  amount: formatDollars(pledge.Amount),
                  unit: pledge.UnitName,
                  ...names,
                })
              : t('You gave {{amount}} to {{name}} in {{event}}.', {
                  amount: formatDollars(pledge.Amount),
                  ...names,
                })}
          </p>
          <PledgeStatement pledge={pledge} />
          {pledge.Status === 'Pending' && <p role="status">{t(pledgePendingExplained)}</p>}
          <FeeBreakdownList breakdown={pledge.Breakdown} atMost={pledge.Kind === 'PerUnit'} />
          <p>{t(pledgeManageLinkSent(pledge.Email))}</p>
        </>
      )}
      {pledge && participantId && (
        <section aria-labelledby="pass-it-on-heading" className="donor-card">
          <h2 id="pass-it-on-heading">{t('Pass it on')}</h2>
          <p>{t('Ask friends and family to support {{name}} too.', names)}</p>
          <ShareButtons
            participantId={participantId}
            withMessaging
            emailSubject={t('Support {{name}} in {{event}}', names)}
          />
        </section>
      )}
    </>
  );
}
