// The pledge form: amount (per unit or one-time), live cap statement and breakdown, the donor,
// the card (card entry) and the terms. Fields are checked by the form's zod schema with the
// catalogue's messages (use-checked-fields); the submission runs through usePledgeSubmit. The
// captcha appears only once the API asked for it (too many cards tried from the donor's network).
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { CaptchaWidget } from '../../../components/captcha/captcha-widget';
import { FormStatus } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { useT } from '../../../i18n/translation';
import { attributionFor } from '../../../lib/campaign-tracking';
import { captchaChallengePath, type PledgeOptions } from '../api/pledge-calls';
import { CardEntry } from '../card-entry/card-entry';
import type { CardEntryHandle } from '../card-entry/card-entry-types';
import { AmountPicker } from './amount-picker';
import { CheckboxField } from './checkbox-field';
import { DonorFields } from './donor-fields';
import { PledgeFiguresPanel } from './pledge-figures-panel';
import { initialValues, pledgeFormSchema, type PledgeFormValues } from './pledge-form-schema';
import { useCheckedFields } from './use-checked-fields';
import { usePledgeSubmit } from './use-pledge-submit';

export function PledgeForm({ options }: { options: PledgeOptions }) {
  const { search } = useLocation();
  const schema = useMemo(() => pledgeFormSchema(options), [options]);
  const form = useCheckedFields<PledgeFormValues>(schema, () => initialValues(search));
  const card = useRef<CardEntryHandle>(null);
  const { busy, status, pledge, captcha } = usePledgeSubmit(options.ParticipantId, card);
  const kind = form.values.Kind;
  const t = useT();

  const onSubmit = form.handleSubmit((values) => pledge(values, attributionFor(options.EventId)?.VisitId));

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel={kind === 'PerUnit' ? t('Pledge') : t('Give')}
      busyLabel={t('Saving your pledge…')}
      after={<FormStatus status={status} />}
    >
      <AmountPicker options={options} form={form} />
      <PledgeFiguresPanel options={options} form={form} />
      <DonorFields form={form} />
      <CardEntry handle={card} />
      <CheckboxField
        label={t('I agree to the terms and conditions')}
        error={form.errors.AgreeToTerms}
        registration={form.checkbox('AgreeToTerms')}
      />
      {captcha.needed && (
        <CaptchaWidget
          challengeUrl={captchaChallengePath}
          onSolution={captcha.onSolution}
          resetCount={captcha.resetCount}
        />
      )}
    </GuardedForm>
  );
}
