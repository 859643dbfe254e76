// The leading teams (the API sends at most the catalogue's leaderboard size).
import { formatDollars } from '@thon/shared/catalog/money-format';
import type { EventPageData } from '../api/load-event-page';
import { useT } from '../../../i18n/translation';

export function TeamLeaderboard({ teams }: { teams: EventPageData['TopTeams'] }) {
  const t = useT();
  if (teams.length === 0) return null;
  return (
    <section aria-labelledby="leaderboard-heading" className="donor-card">
      <h2 id="leaderboard-heading">{t('Team leaderboard')}</h2>
      <ol className="leaderboard">
        {teams.map((team) => (
          <li key={team.TeamId}>
            <span>{team.Name}</span> <span>{formatDollars(team.Raised)}</span>{' '}
            <span className="muted">{t('({{count}} runners)', { count: team.ParticipantCount })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
