// A super admin's move of an organization to another franchise: the move fixes the franchise
// whatever its ZIP says (an override); clearing the override lets the ZIP decide again.
import { useId, useState } from 'react';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { Organization } from '../api/organization-calls';
import type { OrganizationActionRequest, OrganizationOutcome } from '../routes/organization-actions';

interface MoveProps {
  organization: Organization;
  franchises: readonly FranchiseChoice[];
}

export function OrganizationMoveControl({ organization, franchises }: MoveProps) {
  const { busy, answer, submit } = useActionFetcher<OrganizationOutcome>();
  const others = franchises.filter((franchise) => franchise.FranchiseId !== organization.FranchiseId);
  const [target, setTarget] = useState(others[0]?.FranchiseId ?? '');
  const selectId = useId();
  const move = (franchiseId: string | null) => {
    const request: OrganizationActionRequest = {
      intent: 'move',
      organizationId: organization.OrganizationId,
      franchiseId,
    };
    void submit(request);
  };
  const status = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success' as const, message: answer.message }
      : { title: 'Error', message: answer.message };

  return (
    <section aria-labelledby="organization-move-heading">
      <h2 id="organization-move-heading">Move to another franchise</h2>
      <p>
        {organization.FranchiseOverridden
          ? 'Its franchise was fixed by a super admin: a new ZIP does not move it.'
          : 'Its franchise follows its ZIP. A move fixes the franchise whatever the ZIP says.'}
      </p>
      {others.length > 0 && (
        <div className="admin-toolbar">
          <div className="field">
            <label htmlFor={selectId}>Franchise to move it to</label>
            <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
              {others.map((franchise) => (
                <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
                  {franchise.Name}
                </option>
              ))}
            </select>
          </div>
          <p>
            <button
              type="button"
              className="button-secondary"
              aria-disabled={busy}
              onClick={() => !busy && move(target)}
            >
              Move it
            </button>
          </p>
        </div>
      )}
      {organization.FranchiseOverridden && (
        <p>
          <button
            type="button"
            className="button-secondary"
            aria-disabled={busy}
            onClick={() => !busy && move(null)}
          >
            Let its ZIP decide its franchise again
          </button>
        </p>
      )}
      <FormStatus status={status} toastFor={answer} />
    </section>
  );
}
