// Who pledges: name, email, optional mobile (10 digits) and message, and whether to show as
// Anonymous on the public pages. Email and phone never appear on a public page.
import { TextField } from '@/components/form/text-field';
import { useT } from '../../../i18n/translation';
import { CheckboxField } from './checkbox-field';
import { maxMessageLength, maxNameLength, type PledgeFormValues } from './pledge-form-schema';
import type { CheckedFields } from './use-checked-fields';

export function DonorFields({ form }: { form: CheckedFields<PledgeFormValues> }) {
  const { errors } = form;
  const t = useT();
  return (
    <fieldset className="donor-fields">
      <legend>{t('About you')}</legend>
      <TextField
        label={t('First name')}
        autoComplete="given-name"
        maxLength={maxNameLength}
        error={errors.FirstName}
        registration={form.text('FirstName')}
      />
      <TextField
        label={t('Last name')}
        autoComplete="family-name"
        maxLength={maxNameLength}
        error={errors.LastName}
        registration={form.text('LastName')}
      />
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        hint={t('We email you a receipt and a link to manage your pledge.')}
        error={errors.Email}
        registration={form.text('Email')}
      />
      <TextField
        label={t('Mobile number (optional)')}
        inputMode="tel"
        autoComplete="tel-national"
        error={errors.Phone}
        registration={form.text('Phone')}
      />
      <div className="field">
        <label htmlFor="pledge-message">{t('Message (optional)')}</label>
        <textarea id="pledge-message" rows={3} maxLength={maxMessageLength} {...form.text('Message')} />
        {errors.Message && <p className="field-error">{errors.Message}</p>}
      </div>
      <CheckboxField
        label={t('Show me as Anonymous on public pages')}
        registration={form.checkbox('Anonymous')}
      />
    </fieldset>
  );
}
