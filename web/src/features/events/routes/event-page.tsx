// The donor event page at /event/{code}#{eventcode}: the Thon's name, progress toward its goal,
// the team leaderboard and the participants (first name and last initial only), each linking to
// their student page. A visit from a campaign link is recorded with its tracking.
import { useLoaderData } from 'react-router';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import type { EventPageData } from '../api/load-event-page';
import { ProgressMeter } from '../../../components/progress-meter';
import { TeamLeaderboard } from '../components/team-leaderboard';
import { ParticipantDirectory } from '../components/participant-directory';
import { useCampaignVisit } from '../../../lib/use-campaign-visit';

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
  return <FoundEventPage page={page} />;
}

function FoundEventPage({ page }: { page: EventPageData }) {
  useCampaignVisit(page.EventId);
  return (
    <>
      <title>{`${page.Name} · Thon`}</title>
      <h1>{page.Name}</h1>
      <p className="muted">{page.OrganizationName}</p>
      <ProgressMeter raised={page.Raised} goal={page.Goal} progress={page.Progress} />
      <TeamLeaderboard teams={page.TopTeams} />
      <ParticipantDirectory participants={page.Participants} listed={page.ParticipantsListed} />
    </>
  );
}
