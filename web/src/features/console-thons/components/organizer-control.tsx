// Hands a Thon to another organizer (an active organizer account): the Thon leaves its organizer's
// My Thons and joins theirs. Confirmed by a toast; a refusal shows the API's message. A super admin
// picks from the user search; a franchisee user's search reaches only their own franchise, where
// no organizer is (organizers belong to no franchise), so they look the organizer up by email.
import { FormStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { fullName } from '@/features/users-admin/routes/user-actions';
import type { Thon } from '../api/thon-staff-calls';
import type { ConsoleThonPageOutcome, ConsoleThonPageRequest } from '../routes/console-thon-page-actions';
import { OrganizerEmailLookup } from './organizer-email-lookup';
import { outcomeStatus } from './outcome-status';
import { UserPicker } from './user-picker';

export function OrganizerControl({ thon, searchesAllUsers }: { thon: Thon; searchesAllUsers: boolean }) {
  const { busy, answer, note, submit } = useActionFetcher<ConsoleThonPageOutcome>();
  const handTo = (userId: string, name: string) => {
    const request: ConsoleThonPageRequest = {
      intent: 'set-organizer',
      eventId: thon.EventId,
      thon: thon.Name,
      userId,
      user: name,
    };
    void submit(request);
  };
  return (
    <section aria-labelledby="thon-organizer-heading">
      <h2 id="thon-organizer-heading">Organizer</h2>
      <p>Hand to another organizer: the Thon moves to their My Thons and leaves its organizer's.</p>
      {searchesAllUsers ? (
        <UserPicker
          role="organizer"
          searchLabel="Find an organizer by name"
          pickLabel={(name) => `Hand to ${name}`}
          busy={busy}
          onPick={(user) => handTo(user.UserId, fullName(user))}
        />
      ) : (
        <OrganizerEmailLookup busy={busy} onPick={(organizer) => handTo(organizer.UserId, organizer.Name)} />
      )}
      <FormStatus status={outcomeStatus(note, answer)} toastFor={answer} />
    </section>
  );
}
