// When the charge of a pledge was refused (declined, or the bank wants a confirmation this page
// cannot give), the donor gives another card here; the pledge is charged again at once. The card
// may be asked for the captcha (use-card-captcha), which then appears below.
import { useRef, useState, type FormEvent } from 'react';
import { cardServiceUnreachable, pledgeChargeRefusedHelp } from '@thon/shared/catalog/messages';
import { CaptchaWidget } from '../../../components/captcha/captcha-widget';
import { FormStatus } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { useT } from '../../../i18n/translation';
import { captchaChallengePath, type DonorPledge } from '../api/pledge-calls';
import { CardEntry } from '../card-entry/card-entry';
import type { CardEntryHandle } from '../card-entry/card-entry-types';
import { useCardCaptcha } from './use-card-captcha';
import { useManageFetcher } from './use-manage-fetcher';

export function ReplaceCardForm({ pledge }: { pledge: DonorPledge }) {
  const card = useRef<CardEntryHandle>(null);
  const [cardBusy, setCardBusy] = useState(false);
  const { busy, status, say, submit, answer } = useManageFetcher();
  const captcha = useCardCaptcha(answer);
  const t = useT();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusedCard = captcha.refusedCard();
    if (refusedCard) {
      await submit({ intent: 'update', body: captcha.withSolution({ PaymentMethodId: refusedCard }) });
      return;
    }
    setCardBusy(true);
    const made = (await card.current
      ?.createPaymentMethod({ name: pledge.DonorName, email: pledge.Email })
      .finally(() => setCardBusy(false))) ?? { error: cardServiceUnreachable };
    if ('error' in made) {
      say({ title: 'Not saved', message: made.error, tone: 'error' });
      return;
    }
    await submit({ intent: 'update', body: captcha.withSolution({ PaymentMethodId: made.paymentMethodId }) });
  };

  return (
    <section aria-labelledby="replace-card">
      <h2 id="replace-card">{t('Give another card')}</h2>
      <p>{t(pledgeChargeRefusedHelp)}</p>
      <GuardedForm
        busy={busy || cardBusy}
        onSubmit={onSubmit}
        submitLabel={t('Charge this card')}
        busyLabel={t('Saving…')}
        after={<FormStatus status={status} />}
      >
        <CardEntry handle={card} legend={t('New card')} />
        {captcha.needed && (
          <CaptchaWidget
            challengeUrl={captchaChallengePath}
            onSolution={captcha.onSolution}
            resetCount={captcha.resetCount}
          />
        )}
      </GuardedForm>
    </section>
  );
}
