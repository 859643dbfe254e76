// The event page's way to give: find a participant by name, choose them, and Pledge opens their
// pledge page. A filtered list of radio buttons in a labelled group (a school has hundreds of
// participants, so only the first matches are listed until the name narrows them). Pledge without
// a choice says so (the catalogue's selectParticipant) and moves focus to the search box.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { selectParticipant } from '@thon/shared/catalog/messages';
import { matchesQuery } from '../../../components/list-filter';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import type { DirectoryEntry } from './participant-directory';
import { useT } from '../../../i18n/translation';

/** How many matches the picker lists at once. */
export const pickerListSize = 50;

export function ParticipantPicker({ participants }: { participants: readonly DirectoryEntry[] }) {
  const id = useId();
  const t = useT();
  const navigate = useNavigate();
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const [status, setStatus] = useState<FormStatusValue>(noStatus);
  const matches = participants.filter((participant) => matchesQuery(participant.DisplayName, query));
  const listed = matches.slice(0, pickerListSize);
  const chosenEntry = participants.find((participant) => participant.ParticipantId === chosen);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosenEntry) {
      setStatus({ message: selectParticipant });
      search.current?.focus();
      return;
    }
    void navigate(`/pledge/${encodeURIComponent(chosenEntry.ParticipantId)}`);
  }

  const count =
    matches.length === participants.length
      ? t('{{total}} participants', { total: participants.length })
      : t('{{shown}} of {{total}} participants', { shown: matches.length, total: participants.length });

  return (
    // #pledge: where a landing page's "Pledge now" leads.
    <section id="pledge" aria-labelledby={`${id}-heading`} className="donor-card">
      <h2 id={`${id}-heading`}>{t('Pledge for a participant')}</h2>
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('Search by name')}</label>
          <input
            ref={search}
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            value={query}
            aria-describedby={`${id}-count`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p id={`${id}-count`} aria-live="polite" className="muted">
          {matches.length > listed.length
            ? t('{{count}}; type more of the name to see the rest', { count })
            : count}
        </p>
        <fieldset className="radio-group">
          <legend>{t('Choose a participant')}</legend>
          <div className="picker-choices">
            {listed.map((participant) => (
              <label key={participant.ParticipantId}>
                <input
                  type="radio"
                  name={`${id}-participant`}
                  value={participant.ParticipantId}
                  checked={chosen === participant.ParticipantId}
                  onChange={() => {
                    setChosen(participant.ParticipantId);
                    setStatus(noStatus);
                  }}
                />{' '}
                {participant.DisplayName}
              </label>
            ))}
          </div>
        </fieldset>
        {chosenEntry && !listed.includes(chosenEntry) && <p>{t('Chosen: {{name}}', { name: chosenEntry.DisplayName })}</p>}
        <button type="submit" className="pledge-button">
          {t('Pledge')}
        </button>
        <FormStatus status={status} />
      </form>
    </section>
  );
}
