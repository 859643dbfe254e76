// The leading teams (the API sends at most the catalogue's leaderboard size).
import { formatDollars } from '@thon/shared/catalog/money-format';
import type { EventPageData } from '../api/load-event-page';

export function TeamLeaderboard({ teams }: { teams: EventPageData['TopTeams'] }) {
  if (teams.length === 0) return null;
  return (
    <section aria-labelledby="leaderboard-heading" className="donor-card">
      <h2 id="leaderboard-heading">Team leaderboard</h2>
      <ol className="leaderboard">
        {teams.map((team) => (
          <li key={team.TeamId}>
            <span>{team.Name}</span> <span>{formatDollars(team.Raised)}</span>{' '}
            <span className="muted">({team.ParticipantCount} runners)</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
