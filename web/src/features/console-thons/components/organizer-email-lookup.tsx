// Finds the organizer to hand a Thon to by their exact email (FindOrganizer), for a franchisee user:
// their user search holds only their franchise's users, and organizers belong to no franchise. The
// API answers only an active organizer's name, and the same "none" for any other email, so the
// page can say no more than that.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { FoundOrganizer } from '../api/organizer-lookup-calls';
import type { OrganizerLookupOutcome, OrganizerLookupRequest } from '../routes/console-thon-page-actions';

interface LookupProps {
  busy: boolean;
  onPick: (organizer: FoundOrganizer) => void;
}

export const organizerEmailLabel = "Organizer's email";

function Answer({ answer, ...props }: LookupProps & { answer: OrganizerLookupOutcome }) {
  if (!answer.ok) return <p role="alert">{answer.message}</p>;
  if (answer.organizers.length === 0) return <p>No active organizer has the email {answer.email}.</p>;
  return (
    <ul className="plain-list">
      {answer.organizers.map((organizer) => (
        <li key={organizer.UserId}>
          {organizer.Name}{' '}
          <button
            type="button"
            className="button-secondary"
            aria-disabled={props.busy}
            onClick={() => !props.busy && props.onPick(organizer)}
          >
            Hand to {organizer.Name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function OrganizerEmailLookup(props: LookupProps) {
  const lookup = useFetcher<OrganizerLookupOutcome>();
  const [email, setEmail] = useState('');
  const id = useId();
  const searching = lookup.state !== 'idle';
  const find = (event: React.FormEvent) => {
    event.preventDefault();
    if (searching || !email.trim()) return;
    const request: OrganizerLookupRequest = { intent: 'find-organizer', email: email.trim() };
    void lookup.submit(request, { method: 'post', encType: 'application/json' });
  };
  return (
    <div>
      <form onSubmit={find} className="inline-form" role="search" aria-label="Find an organizer by email">
        <label htmlFor={id}>{organizerEmailLabel}</label>
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button-secondary" aria-disabled={searching}>
          {searching ? 'Finding…' : 'Find'}
        </button>
      </form>
      {lookup.data && !searching && <Answer {...props} answer={lookup.data} />}
    </div>
  );
}
