// A labelled select registered with react-hook-form, in the one field frame (field.tsx), like
// TextField: its hint and error describe it and an error marks it invalid.
import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Text of an empty first choice, when the field starts unset. */
  placeholder?: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  registration,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(described) => (
        <select {...described} {...select} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
