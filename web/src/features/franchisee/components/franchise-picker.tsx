// The franchise a vendor serving several reads the calendar of. A plain GET form: choosing does
// not move the page by itself (a keyboard user passes through the options), Show does, keeping
// the month and the view in the address.
import { useId } from 'react';
import { Form } from 'react-router';
import type { CalendarView } from '../routes/calendar-loader';

export interface FranchiseChoice {
  FranchiseId: string;
  Name: string;
}

export function FranchisePicker({
  franchises,
  current,
  month,
  view,
}: {
  franchises: readonly FranchiseChoice[];
  current: string;
  month: string;
  view: CalendarView;
}) {
  const id = useId();
  return (
    // Keyed by the franchise shown: after Show the select starts again from the answer's franchise.
    <Form method="get" className="calendar-franchise" key={current}>
      <input type="hidden" name="month" value={month} />
      {view === 'list' && <input type="hidden" name="view" value="list" />}
      <label htmlFor={id}>Franchise</label>{' '}
      <select id={id} name="franchise" defaultValue={current}>
        {franchises.map((franchise) => (
          <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
            {franchise.Name}
          </option>
        ))}
      </select>{' '}
      <button type="submit" className="button-secondary">
        Show
      </button>
    </Form>
  );
}
