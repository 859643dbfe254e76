// /pledge/{participantId}: the donor's pledge page, public and mobile first. The student page's
// buttons link here with ?kind= and ?amount= presets; a campaign link landing here is recorded
// like one on the student page, and the tab's campaign visit rides along with the pledge.
// The form loads right after the page's first paint (its own chunk): the heading shows at once and
// the donor's first download stays within its 80 KB budget (donors are often on phones).
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { noSuchParticipant, pledgesClosed } from '@thon/shared/catalog/messages';
import { useT } from '../../../i18n/translation';
import { useCampaignVisit } from '../../../lib/use-campaign-visit';
import type { PledgeOptions } from '../api/pledge-calls';

// The route's loader call and action ship in this page's chunk (pledge-routes.tsx).
export { loadPledgeOptions } from '../api/load-pledge-options';
export { pledgeAction } from './pledge-actions';

const PledgeForm = lazy(() =>
  import('../components/pledge-form').then((module) => ({ default: module.PledgeForm })),
);

function FormLoading() {
  const t = useT();
  return (
    <p className="form-loading" role="status" aria-busy="true">
      {t('Loading the pledge form…')}
    </p>
  );
}

function OpenPledgePage({ options }: { options: PledgeOptions }) {
  useCampaignVisit(options.EventId, options.ParticipantId);
  const t = useT();
  const heading = t('Pledge for {{name}}', { name: options.DisplayName });
  return (
    <>
      <title>{`${heading} · Thon`}</title>
      <h1>{heading}</h1>
      <p className="lead">
        {options.EventName} · {options.OrganizationName}
      </p>
      {options.PledgesOpen ? (
        <Suspense fallback={<FormLoading />}>
          <PledgeForm options={options} />
        </Suspense>
      ) : (
        <p role="status">{t(options.ClosedReason ?? pledgesClosed)}</p>
      )}
    </>
  );
}

export function PledgePage() {
  const options = useLoaderData<PledgeOptions | undefined>();
  const t = useT();
  if (!options) {
    return (
      <>
        <title>{`${t('Participant not found')} · Thon`}</title>
        <h1>{t('Participant not found')}</h1>
        <p role="alert">{t(noSuchParticipant)}</p>
      </>
    );
  }
  return <OpenPledgePage options={options} />;
}
