// Local card fields for the Vite dev server (npm start, browser tests): a plain form whose card
// goes to the Stripe-compatible stand-in, never to our API. Production builds never contain it
// (card-entry.tsx). Try 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).
import { useId, useImperativeHandle, useRef, useState } from 'react';
import { useT } from '../../../i18n/translation';
import type { CardEntryProps } from './card-entry-types';
import {
  checkLocalCard,
  createLocalPaymentMethod,
  type LocalCard,
  type LocalCardErrors,
} from './local-card-form';

interface FieldProps {
  name: keyof LocalCard;
  label: string;
  hint?: string;
  autoComplete: string;
  error?: string;
  onChange: (name: keyof LocalCard, value: string) => void;
}

function CardField({ name, label, hint, autoComplete, error, onChange }: FieldProps) {
  const id = useId();
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function LocalCardEntry({ handle, legend }: CardEntryProps) {
  const t = useT();
  const card = useRef<LocalCard>({ number: '', expiry: '', securityCode: '' });
  const [errors, setErrors] = useState<LocalCardErrors>({});
  const change = (name: keyof LocalCard, value: string) => {
    card.current = { ...card.current, [name]: value };
  };
  useImperativeHandle(
    handle,
    () => ({
      async createPaymentMethod(billing) {
        const found = checkLocalCard(card.current);
        setErrors(found);
        const first = Object.values(found)[0];
        if (first) return { error: first };
        return createLocalPaymentMethod(card.current, billing);
      },
    }),
    [],
  );
  return (
    <fieldset className="card-entry" data-card-entry="local">
      <legend>{legend ?? t('Card')}</legend>
      <p className="field-hint">{t('Local test mode: use a test card such as 4242 4242 4242 4242.')}</p>
      <CardField
        name="number"
        label={t('Card number')}
        autoComplete="cc-number"
        error={errors.number}
        onChange={change}
      />
      <CardField
        name="expiry"
        label={t('Expiry')}
        hint={t('MM/YY')}
        autoComplete="cc-exp"
        error={errors.expiry}
        onChange={change}
      />
      <CardField
        name="securityCode"
        label={t('Security code')}
        hint={t('3 or 4 digits')}
        autoComplete="cc-csc"
        error={errors.securityCode}
        onChange={change}
      />
    </fieldset>
  );
}
