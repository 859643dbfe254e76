// A move that needs a reason written down (a hold's note, a cancellation's reason): the text is
// required before anything is sent, and the API's refusal (a state that no longer allows it) shows
// in the status line.
import { useId, useState } from 'react';
import { enterRequiredFields } from '@thon/shared/catalog/messages';
import type { Mover } from './mover';

interface NoteMoveFormProps {
  mover: Mover;
  intent: 'hold' | 'cancel';
  orderId: string;
  version: number;
  maxLength: number;
  heading: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
}

export function NoteMoveForm(props: NoteMoveFormProps) {
  const { mover, intent, orderId, version, maxLength, heading, label, submitLabel, busyLabel } = props;
  const { busy, send: submit, say } = mover;
  const [text, setText] = useState('');
  const ids = { heading: useId(), field: useId() };
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const written = text.trim();
    if (!written) {
      say({ title: 'Error', message: enterRequiredFields });
      return;
    }
    submit(
      intent === 'hold'
        ? { intent, orderId, version, note: written }
        : { intent, orderId, version, reason: written },
    );
  };
  return (
    <form className="shop-move" aria-labelledby={ids.heading} onSubmit={send} noValidate>
      <h3 id={ids.heading}>{heading}</h3>
      <div className="field">
        <label htmlFor={ids.field}>{label}</label>
        <textarea
          id={ids.field}
          rows={2}
          maxLength={maxLength}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" aria-disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
