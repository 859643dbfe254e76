// Which participants the public pages leave out. A family may ask that their child not be named
// to donors; the organizer ticks "Hide" and the event page drops the name and the child's own page
// stops answering, while the money they raised still counts in every total. Findable by name,
// since a school has hundreds of participants.
import { useId, useState } from 'react';
import { FormStatus, useFormStatus } from '../../../components/form-status';
import { ListFilter, matchesQuery } from '../../../components/list-filter';
import { setParticipantHidden } from '../api/set-participant-hidden';
import type { ThonPageData } from '../api/load-thon';

type Participant = ThonPageData['Participants'][number];

interface PublicVisibilityPanelProps {
  eventId: string;
  participants: readonly Participant[];
  onChanged: () => void;
}

export function PublicVisibilityPanel({ eventId, participants, onChanged }: PublicVisibilityPanelProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  // The answer of each change, shown until the reloaded roster carries it.
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  const { status, setStatus, attempt } = useFormStatus();
  const nameOf = (participant: Participant) => `${participant.FirstName} ${participant.LastName}`;
  const isHidden = (participant: Participant) =>
    changed.get(participant.ParticipantId) ?? participant.HiddenFromPublic;
  const shown = participants.filter((participant) => matchesQuery(nameOf(participant), query));
  const hiddenCount = participants.filter(isHidden).length;

  const toggle = (participant: Participant, hidden: boolean) =>
    attempt(async () => {
      await setParticipantHidden(eventId, participant.ParticipantId, hidden);
      setChanged((current) => new Map(current).set(participant.ParticipantId, hidden));
      setStatus({
        tone: 'success',
        message: hidden
          ? `${nameOf(participant)} is hidden from the public pages.`
          : `${nameOf(participant)} is shown on the public pages again.`,
      });
      onChanged();
    });

  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Public pages</h2>
      <p>
        A hidden participant is left off the event page and their own page is not shown to donors. The money
        they raise still counts in the totals.
      </p>
      <ListFilter
        label="Find a participant to hide or show"
        value={query}
        onChange={setQuery}
        shown={shown.length}
        total={participants.length}
        noun="participants"
      />
      <p className="muted">{`${hiddenCount} of ${participants.length} participants hidden`}</p>
      <FormStatus status={status} />
      <ul className="checkbox-list">
        {shown.map((participant) => (
          <li key={participant.ParticipantId}>
            <label>
              <input
                type="checkbox"
                checked={isHidden(participant)}
                onChange={(event) => void toggle(participant, event.target.checked)}
                aria-label={`Hide ${nameOf(participant)} from the public pages`}
              />{' '}
              {nameOf(participant)}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
