// A runner who lost their bib is counted by name: a search over the roster kept on the phone.
import { useState } from 'react';
import { useT } from '@/i18n/translation';
import type { EventDayRoster, RosterRunner } from '../offline/counting-store';
import { searchRunners } from '../counting/scan-card';

export function CountByName({
  roster,
  onCount,
}: {
  roster: EventDayRoster | undefined;
  onCount: (runner: RosterRunner) => void;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  const found = searchRunners(roster, query);
  return (
    <details className="counting-by-name">
      <summary>{t('Count by name')}</summary>
      <label htmlFor="counting-name">{t('First name or class')}</label>
      <input
        id="counting-name"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {query.trim() !== '' && found.length === 0 && <p>{t('No runner matches.')}</p>}
      <ul>
        {found.map((runner) => (
          <li key={runner.ParticipantId}>
            <button
              type="button"
              onClick={() => {
                onCount(runner);
                setQuery('');
              }}
            >
              {t('Count {{name}} ({{team}})', {
                name: `${runner.FirstName} ${runner.LastInitial}.`,
                team: runner.TeamName,
              })}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
