// A labelled checkbox with an optional error, as the pledge pages use them.
import { useId } from 'react';
import type { FieldRegistration } from './use-checked-fields';

export function CheckboxField({
  label,
  error,
  registration,
}: {
  label: string;
  error?: string;
  registration: FieldRegistration;
}) {
  const errorId = useId();
  return (
    <div className="field checkbox-field">
      <label>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />{' '}
        {label}
      </label>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
