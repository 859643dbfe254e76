// The event's participants, each linking to their student page, with a name filter: a school of
// 600 is too long a list to scan on a phone.
import { useId, useState } from 'react';
import { Link } from 'react-router';

export interface DirectoryEntry {
  ParticipantId: string;
  DisplayName: string;
}

export function ParticipantDirectory({ participants }: { participants: readonly DirectoryEntry[] }) {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const wanted = filter.trim().toLowerCase();
  const shown = wanted
    ? participants.filter((participant) => participant.DisplayName.toLowerCase().includes(wanted))
    : participants;

  return (
    <section aria-labelledby="participants-heading">
      <h2 id="participants-heading">Participants</h2>
      {participants.length === 0 ? (
        <p>No participants yet.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={inputId}>Find a participant</label>
            <input
              id={inputId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p aria-live="polite" className="muted">
            {wanted
              ? `${shown.length} of ${participants.length} participants`
              : `${participants.length} participants`}
          </p>
          <ul className="participant-list">
            {shown.map((participant) => (
              <li key={participant.ParticipantId}>
                <Link to={`/student/${encodeURIComponent(participant.ParticipantId)}`}>
                  {participant.DisplayName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
