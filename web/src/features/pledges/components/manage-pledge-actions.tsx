// Confirming a pending pledge (a rate above the threshold) and cancelling one, from the manage
// link. Cancelling asks first, in the app's one confirm dialog.
import { useState } from 'react';
import { pledgePendingExplained } from '@thon/shared/catalog/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus } from '@/components/form/form-status';
import { useT } from '../../../i18n/translation';
import type { DonorPledge } from '../api/pledge-calls';
import { useManageFetcher } from './use-manage-fetcher';

export function ConfirmPendingPledge() {
  const { busy, status, submit } = useManageFetcher();
  const t = useT();
  return (
    <section aria-labelledby="confirm-pledge">
      <h2 id="confirm-pledge">{t('Confirm your pledge')}</h2>
      <p>{t(pledgePendingExplained)}</p>
      <button type="button" aria-disabled={busy} onClick={() => !busy && void submit({ intent: 'confirm' })}>
        {busy ? t('Confirming…') : t('Confirm my pledge')}
      </button>
      <FormStatus status={status} />
    </section>
  );
}

export function CancelPledgeControl({ pledge }: { pledge: DonorPledge }) {
  const { busy, status, submit } = useManageFetcher();
  const [asking, setAsking] = useState(false);
  const t = useT();
  return (
    <section aria-labelledby="cancel-pledge">
      <h2 id="cancel-pledge">{t('Cancel your pledge')}</h2>
      <button type="button" className="button-secondary" onClick={() => setAsking(true)}>
        {t('Cancel pledge')}
      </button>
      {asking && (
        <ConfirmDialog
          question={t('Cancel your pledge for {{name}}?', { name: pledge.DisplayName })}
          details={t('Nothing will be charged for it.')}
          confirmLabel={t('Cancel pledge')}
          busyLabel={t('Cancelling…')}
          cancelLabel={t('Keep pledge')}
          busy={busy}
          onConfirm={() => void submit({ intent: 'cancel' }).then(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
      )}
      <FormStatus status={status} />
    </section>
  );
}
