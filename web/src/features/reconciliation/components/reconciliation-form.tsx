// Chooses what the reconciliation covers: a Thon, an organization or a franchise by its id, or a
// month (optionally of one franchise). A GET form: the choice lives in the address, so the report
// can be bookmarked, reloaded and printed as shown.
import { useState } from 'react';
import { Form } from 'react-router';
import type { ReconciliationScope } from '../api/reconciliation-calls';

const kinds = [
  { value: 'thon', label: 'Thon' },
  { value: 'organization', label: 'Organization' },
  { value: 'franchise', label: 'Franchise' },
  { value: 'month', label: 'Month' },
] as const;
type Kind = (typeof kinds)[number]['value'];

const idLabel: Record<Exclude<Kind, 'month'>, string> = {
  thon: 'Thon id',
  organization: 'Organization id',
  franchise: 'Franchise id',
};

function idOf(scope: ReconciliationScope | undefined): string {
  switch (scope?.kind) {
    case 'thon':
      return scope.eventId;
    case 'organization':
      return scope.organizationId;
    case 'franchise':
      return scope.franchiseId;
    default:
      return '';
  }
}

export function ReconciliationForm({ scope }: { scope: ReconciliationScope | undefined }) {
  const [kind, setKind] = useState<Kind>(scope?.kind ?? 'thon');
  return (
    <Form method="get" className="admin-toolbar reconciliation-form" aria-label="Report scope">
      <fieldset>
        <legend>Report on</legend>
        {kinds.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name="scope"
              value={option.value}
              checked={kind === option.value}
              onChange={() => setKind(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {kind === 'month' ? (
        <>
          <div className="field">
            <label htmlFor="reconciliation-month">Month</label>
            <input
              id="reconciliation-month"
              name="month"
              type="month"
              required
              defaultValue={scope?.kind === 'month' ? scope.month : ''}
            />
          </div>
          <div className="field">
            <label htmlFor="reconciliation-franchise">Franchise id (optional)</label>
            <input
              id="reconciliation-franchise"
              name="franchise"
              defaultValue={scope?.kind === 'month' ? (scope.franchiseId ?? '') : ''}
            />
          </div>
        </>
      ) : (
        <div className="field">
          <label htmlFor="reconciliation-id">{idLabel[kind]}</label>
          <input
            id="reconciliation-id"
            name="id"
            required
            defaultValue={scope?.kind === kind ? idOf(scope) : ''}
          />
        </div>
      )}
      <button type="submit">Show report</button>
    </Form>
  );
}
