// A label, an optional hint and error, and the control they describe, wired for assistive
// technology: the hint and error describe the control and an error marks it invalid. The control
// is given those attributes (a render function), so inputs, selects, textareas and file pickers
// all share one frame.
import { useId, type ReactNode } from 'react';

export interface DescribedBy {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The control, with the id its label points at and what describes it. */
  children: (described: DescribedBy) => ReactNode;
}

export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const described: DescribedBy = { id };
  if (describedBy) described['aria-describedby'] = describedBy;
  if (error) described['aria-invalid'] = true;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children(described)}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
