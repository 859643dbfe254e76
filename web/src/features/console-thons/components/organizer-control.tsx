// Hands a Thon to another organizer (an active organizer account, picked from the user search):
// the Thon leaves its organizer's My Thons and joins theirs. Confirmed by a toast; a refusal shows
// the API's message. The user search reaches only a franchisee user's own franchise, where no
// organizer is (organizers belong to no franchise), so only a super admin can find one to pick.
import { FormStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { fullName } from '@/features/users-admin/routes/user-actions';
import type { Thon } from '../api/thon-staff-calls';
import type { ConsoleThonPageOutcome, ConsoleThonPageRequest } from '../routes/console-thon-page-actions';
import { outcomeStatus } from './outcome-status';
import { UserPicker } from './user-picker';

export function OrganizerControl({ thon, canFindOrganizers }: { thon: Thon; canFindOrganizers: boolean }) {
  const { busy, answer, note, submit } = useActionFetcher<ConsoleThonPageOutcome>();
  return (
    <section aria-labelledby="thon-organizer-heading">
      <h2 id="thon-organizer-heading">Organizer</h2>
      <p>Hand to another organizer: the Thon moves to their My Thons and leaves its organizer's.</p>
      {!canFindOrganizers ? (
        <p>
          The user search finds only your franchise's users, so ask a super admin to hand this Thon to its
          organizer.
        </p>
      ) : (
        <UserPicker
          role="organizer"
          searchLabel="Find an organizer by name"
          pickLabel={(name) => `Hand to ${name}`}
          busy={busy}
          onPick={(user) => {
            const request: ConsoleThonPageRequest = {
              intent: 'set-organizer',
              eventId: thon.EventId,
              thon: thon.Name,
              userId: user.UserId,
              user: fullName(user),
            };
            void submit(request);
          }}
        />
      )}
      <FormStatus status={outcomeStatus(note, answer)} toastFor={answer} />
    </section>
  );
}
