// A labelled input registered with react-hook-form, in the one field frame (components/form/field.tsx):
// its hint and error describe it and an error marks it invalid.
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Dates use DateField (components/form/date-picker), the one date picker. */
  type?: 'text' | 'password' | 'email';
}

export function TextField({ label, hint, error, registration, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(described) => <input type={type} {...described} {...input} {...registration} />}
    </Field>
  );
}
