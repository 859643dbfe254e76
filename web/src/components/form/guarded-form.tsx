// The shell every API form uses: zod validates (so the browser's own validation is off), a submit
// while one is running is ignored, and the button stays focusable (aria-disabled, not disabled) so
// keyboard and screen-reader users keep their place while it works.
import type { FormEvent, ReactNode } from 'react';

interface GuardedFormProps {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Shown after the button, e.g. the form's status line. */
  after?: ReactNode;
  children: ReactNode;
}

export function GuardedForm({ busy, onSubmit, submitLabel, busyLabel, after, children }: GuardedFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        void onSubmit(event);
      }}
    >
      {children}
      <button type="submit" aria-disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {after}
    </form>
  );
}
