// Who pledges: name, email, optional mobile (10 digits) and message, and whether to show as
// Anonymous on the public pages. Email and phone never appear on a public page.
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { CheckboxField } from './checkbox-field';
import { maxMessageLength, maxNameLength, type PledgeFormValues } from './pledge-form-schema';

export function DonorFields({ form }: { form: UseFormReturn<PledgeFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="donor-fields">
      <legend>About you</legend>
      <TextField
        label="First name"
        autoComplete="given-name"
        maxLength={maxNameLength}
        error={errors.FirstName?.message}
        registration={register('FirstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        maxLength={maxNameLength}
        error={errors.LastName?.message}
        registration={register('LastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="We email you a receipt and a link to manage your pledge."
        error={errors.Email?.message}
        registration={register('Email')}
      />
      <TextField
        label="Mobile number (optional)"
        inputMode="tel"
        autoComplete="tel-national"
        error={errors.Phone?.message}
        registration={register('Phone')}
      />
      <div className="field">
        <label htmlFor="pledge-message">Message (optional)</label>
        <textarea id="pledge-message" rows={3} maxLength={maxMessageLength} {...register('Message')} />
        {errors.Message?.message && <p className="field-error">{errors.Message.message}</p>}
      </div>
      <CheckboxField label="Show me as Anonymous on public pages" registration={register('Anonymous')} />
    </fieldset>
  );
}
