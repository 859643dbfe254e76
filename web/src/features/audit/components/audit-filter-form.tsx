// Which part of the audit log to read: a month, and (super admins) one franchise's entries. A GET
// form: the selection lives in the address. A super admin's month without a franchise is the whole
// log of that month; with one, that franchise's entries of the month (every month when blank).
import { useId } from 'react';
import { Form } from 'react-router';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { AuditSelection } from '../api/audit-calls';

export function AuditFilterForm({
  selection,
  franchises,
}: {
  selection: AuditSelection;
  franchises: readonly FranchiseChoice[];
}) {
  const monthId = useId();
  const franchiseId = useId();
  return (
    <Form method="get" action="/admin/audit" className="admin-toolbar" aria-label="Choose entries">
      <div className="field">
        <label htmlFor={monthId}>Month</label>
        <input
          id={monthId}
          name="month"
          type="month"
          placeholder="YYYY-MM"
          aria-describedby={`${monthId}-hint`}
          defaultValue={selection.month ?? ''}
        />
        <p id={`${monthId}-hint`} className="muted">
          {franchises.length > 0 ? 'Blank: this month.' : 'Blank: every month.'}
        </p>
      </div>
      {franchises.length > 0 && (
        <div className="field">
          <label htmlFor={franchiseId}>Franchise</label>
          <select id={franchiseId} name="franchise" defaultValue={selection.franchiseId ?? ''}>
            <option value="">Every franchise</option>
            {franchises.map((franchise) => (
              <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
                {franchise.Name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p>
        <button type="submit" className="button-secondary">
          Show entries
        </button>
      </p>
    </Form>
  );
}
