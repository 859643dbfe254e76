// The donor changes a per-unit pledge from the manage link: rate, cap (empty removes it), whether
// they cover the processing expense, and optionally the card (a new payment method, card entry).
// A new card may be asked for the captcha (use-card-captcha), which then appears below.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod';
import {
  cardServiceUnreachable,
  chooseAmount,
  initialPledgeTooSmall,
  valueNotValid,
} from '@thon/shared/catalog/messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { CaptchaWidget } from '../../../components/captcha/captcha-widget';
import { FormStatus } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { TextField } from '@/components/form/text-field';
import { useT } from '../../../i18n/translation';
import { captchaChallengePath, type DonorPledge, type UpdatePledgeBody } from '../api/pledge-calls';
import { CardEntry } from '../card-entry/card-entry';
import type { CardEntryHandle } from '../card-entry/card-entry-types';
import { CheckboxField } from './checkbox-field';
import { capOf, centsOf, unitsLabel } from './pledge-money';
import { useCardCaptcha } from './use-card-captcha';
import { useCheckedFields } from './use-checked-fields';
import { useManageFetcher } from './use-manage-fetcher';

interface ManageValues {
  Amount: string;
  Cap: string;
  CoverExpense: boolean;
  ChangeCard: boolean;
}

function manageSchema(minimumRate: number) {
  return z
    .object({ Amount: z.string(), Cap: z.string(), CoverExpense: z.boolean(), ChangeCard: z.boolean() })
    .superRefine((values, context) => {
      const cents = centsOf(values.Amount);
      const amount = !values.Amount.trim()
        ? chooseAmount
        : cents === undefined
          ? valueNotValid
          : cents < dollarsToCents(minimumRate)
            ? initialPledgeTooSmall(minimumRate)
            : undefined;
      if (amount) context.addIssue({ code: 'custom', path: ['Amount'], message: amount });
      if (values.Cap.trim() && capOf(values.Cap) === undefined)
        context.addIssue({ code: 'custom', path: ['Cap'], message: valueNotValid });
    });
}

export function ManagePledgeForm({ pledge }: { pledge: DonorPledge }) {
  const schema = useMemo(() => manageSchema(pledge.MinimumRate), [pledge.MinimumRate]);
  const form = useCheckedFields<ManageValues>(schema, () => ({
    Amount: String(pledge.Amount),
    Cap: pledge.MaxUnits === undefined ? '' : String(pledge.MaxUnits),
    CoverExpense: pledge.CoverExpense,
    ChangeCard: false,
  }));
  const { errors } = form;
  const changeCard = form.values.ChangeCard;
  const card = useRef<CardEntryHandle>(null);
  const [cardBusy, setCardBusy] = useState(false);
  const { busy, status, say, submit, answer } = useManageFetcher();
  const captcha = useCardCaptcha(answer);
  const t = useT();
  const unit = pledge.UnitName;

  const save = async (values: ManageValues) => {
    const body: UpdatePledgeBody = {
      Amount: (centsOf(values.Amount) ?? 0) / 100,
      MaxUnits: capOf(values.Cap) ?? null,
      CoverExpense: values.CoverExpense,
    };
    const refusedCard = captcha.refusedCard();
    if (values.ChangeCard && refusedCard) {
      body.PaymentMethodId = refusedCard;
    } else if (values.ChangeCard) {
      setCardBusy(true);
      const made = (await card.current
        ?.createPaymentMethod({ name: pledge.DonorName, email: pledge.Email })
        .finally(() => setCardBusy(false))) ?? { error: cardServiceUnreachable };
      if ('error' in made) {
        say({ title: 'Not saved', message: made.error, tone: 'error' });
        return;
      }
      body.PaymentMethodId = made.paymentMethodId;
    }
    await submit({ intent: 'update', body: captcha.withSolution(body) });
  };
  // handleSubmit runs in the submit event, where reading the card's ref belongs.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(save)(event);

  return (
    <section aria-labelledby="change-pledge">
      <h2 id="change-pledge">{t('Change your pledge')}</h2>
      <GuardedForm
        busy={busy || cardBusy}
        onSubmit={onSubmit}
        submitLabel={t('Save changes')}
        busyLabel={t('Saving…')}
        after={<FormStatus status={status} />}
      >
        <TextField
          label={t('Amount per {{unit}}', { unit })}
          inputMode="decimal"
          autoComplete="off"
          error={errors.Amount}
          registration={form.text('Amount')}
        />
        <TextField
          label={t('Most {{units}} to pay for (optional)', { units: unitsLabel(unit, 2) })}
          hint={t('The Thon counts at most {{count}} {{units}}.', {
            count: pledge.EventMaxUnits,
            units: unitsLabel(unit, pledge.EventMaxUnits),
          })}
          inputMode="numeric"
          autoComplete="off"
          error={errors.Cap}
          registration={form.text('Cap')}
        />
        <CheckboxField
          label={t('Cover the processing expense')}
          registration={form.checkbox('CoverExpense')}
        />
        <CheckboxField
          label={
            pledge.CardLast4
              ? t('Use another card (now ending {{last4}})', { last4: pledge.CardLast4 })
              : t('Use another card')
          }
          registration={form.checkbox('ChangeCard')}
        />
        {changeCard && <CardEntry handle={card} legend={t('New card')} />}
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
