// The donor event page at /event/{code}#{eventcode}: the Thon's name, progress toward its goal,
// the team leaderboard and the participants (first name and last initial only).
import { useLoaderData } from 'react-router';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import type { EventPageData } from '../api/load-event-page';
import { ProgressMeter } from '../../../components/progress-meter';
import { TeamLeaderboard } from '../components/team-leaderboard';

export function EventPage() {
  const page = useLoaderData() as EventPageData | undefined;
  if (!page) {
    return (
      <>
        <title>Event not found · Thon</title>
        <h1>Event not found</h1>
        <p role="alert">{invalidEventCode}</p>
      </>
    );
  }
  return (
    <>
      <title>{`${page.Name} · Thon`}</title>
      <h1>{page.Name}</h1>
      <p className="muted">{page.OrganizationName}</p>
      <ProgressMeter raised={page.Raised} goal={page.Goal} progress={page.Progress} />
      <TeamLeaderboard teams={page.TopTeams} />
      <section aria-labelledby="participants-heading">
        <h2 id="participants-heading">Participants</h2>
        {page.Participants.length === 0 ? (
          <p>No participants yet.</p>
        ) : (
          <ul className="participant-list">
            {page.Participants.map((participant) => (
              <li key={participant.ParticipantId}>{participant.DisplayName}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
