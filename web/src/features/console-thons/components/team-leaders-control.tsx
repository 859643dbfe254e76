// A Thon's franchisee team leaders (event-day work): the assigned ones, each removable, and the
// franchise's active team leaders to assign, picked from the user search. Each change is confirmed
// by a toast; a refusal shows the API's message. A Thon of no franchise has none to assign.
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { FormStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { fullName } from '@/features/users-admin/routes/user-actions';
import type { ConsoleThon } from '../api/console-thon-calls';
import type { Thon, ThonTeamLeaders } from '../api/thon-staff-calls';
import type { ConsoleThonPageOutcome, ConsoleThonPageRequest } from '../routes/console-thon-page-actions';
import { outcomeStatus } from './outcome-status';
import { UserPicker } from './user-picker';

interface Props {
  thon: Thon;
  row: ConsoleThon | undefined;
  teamLeaders: ThonTeamLeaders;
}

export function TeamLeadersControl({ thon, row, teamLeaders }: Props) {
  const { busy, answer, note, submit } = useActionFetcher<ConsoleThonPageOutcome>();
  const send = (intent: 'assign-team-leader' | 'remove-team-leader', userId: string, user: string) => {
    if (busy) return;
    const request: ConsoleThonPageRequest = { intent, eventId: thon.EventId, thon: thon.Name, userId, user };
    void submit(request);
  };
  const leaders = teamLeaders.TeamLeaders;
  const franchiseId = row?.FranchiseId;
  return (
    <section aria-labelledby="thon-team-leaders-heading">
      <h2 id="thon-team-leaders-heading">Franchisee team leaders</h2>
      {leaders.length === 0 ? (
        <p>No franchisee team leader is assigned to this Thon.</p>
      ) : (
        <ul aria-label="Assigned team leaders" className="plain-list">
          {leaders.map((leader) => (
            <li key={leader.UserId}>
              {leader.Name}{' '}
              <span className="muted">since {new Date(leader.AssignedAt).toLocaleDateString()}</span>{' '}
              <button
                type="button"
                className="button-secondary"
                aria-disabled={busy}
                onClick={() => send('remove-team-leader', leader.UserId, leader.Name)}
              >
                Remove {leader.Name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {franchiseId === directCustomerKey ? (
        <p>This Thon belongs to no franchise, so no franchisee team leader can be assigned.</p>
      ) : (
        <UserPicker
          role="franchisee-team-leader"
          franchiseId={franchiseId}
          exclude={leaders.map((leader) => leader.UserId)}
          searchLabel="Find a team leader of the franchise by name"
          pickLabel={(name) => `Assign ${name}`}
          busy={busy}
          onPick={(user) => send('assign-team-leader', user.UserId, fullName(user))}
        />
      )}
      <FormStatus status={outcomeStatus(note, answer)} toastFor={answer} />
    </section>
  );
}
