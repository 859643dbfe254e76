// The one date field (spec section 9's date picker): a labelled text input that shows and accepts
// the catalogue's popup format (yyyy-MM-dd, what the API's dates are), registered with
// react-hook-form like TextField, and a button that opens the calendar popup. The popup's code
// (react-day-picker, date-fns) loads on first open; focus returns to the input when it closes.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { datepickerDefaults } from '@thon/shared/catalog/interface-defaults';
import './date-field.css';

const DatePickerDialog = lazy(() => import('./date-picker-dialog'));

interface DateFieldProps {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

export function DateField({ label, hint, error, registration }: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  /** The field's text when the popup opened; null while it is closed. */
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  const format = datepickerDefaults.popupFormat;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');

  // A day chosen in the popup is typed into the field: the form hears it as the person's change.
  const setText = (text: string) => {
    const element = input.current;
    if (!element) return;
    element.value = text;
    void registration.onChange({ target: element, type: 'change' });
  };
  const close = () => {
    setOpenedWith(null);
    input.current?.focus();
  };

  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <p className="field-hint" id={hintId}>
        {hint ? `${hint} ` : ''}
        {`Format ${format}.`}
      </p>
      <div className="date-field-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={format}
          maxLength={format.length}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
          ref={(element) => {
            input.current = element;
            registration.ref(element);
          }}
        />
        <button
          type="button"
          className="button-secondary"
          aria-label={`Choose ${label}`}
          aria-haspopup="dialog"
          aria-expanded={openedWith !== null}
          onClick={() => setOpenedWith(input.current?.value ?? '')}
        >
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <rect
              x="2"
              y="4"
              width="16"
              height="14"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M2 8h16M6 2v4M14 2v4" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {openedWith !== null && (
        <Suspense fallback={null}>
          <DatePickerDialog label={label} initialValue={openedWith} onChange={setText} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
