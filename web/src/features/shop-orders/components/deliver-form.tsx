// The vendor marks a shipped order delivered on the day it arrived (the carrier's proof of
// delivery), defaulting to today; a day after today is refused before anything is sent.
import { useId, useState } from 'react';
import { valueNotValid } from '@thon/shared/catalog/messages';
import type { Mover } from './mover';
import { localToday } from './order-format';

export function DeliverForm({ orderId, version, mover }: { orderId: string; version: number; mover: Mover }) {
  const { busy, send: submit, say } = mover;
  const today = localToday();
  const [day, setDay] = useState(today);
  const ids = { heading: useId(), day: useId() };
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{4}-\d{2}-\d{2}$/u.test(day) || day > today) {
      say({ title: 'Error', message: valueNotValid });
      return;
    }
    submit({ intent: 'deliver', orderId, version, deliveredOn: day });
  };
  return (
    <form className="shop-move" aria-labelledby={ids.heading} onSubmit={send} noValidate>
      <h3 id={ids.heading}>Mark delivered</h3>
      <div className="field">
        <label htmlFor={ids.day}>Delivered on</label>
        <input id={ids.day} type="date" max={today} value={day} onChange={(e) => setDay(e.target.value)} />
      </div>
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Saving…' : 'Mark delivered'}
      </button>
    </form>
  );
}
