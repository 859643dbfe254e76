// The donor event page at /event/{code}#{eventcode}: the Thon's name, its goal thermometer, a
// participant picker whose Pledge opens the chosen participant's pledge page, the team
// leaderboard, the prizes and class challenges (loaded after the page) and the participants (first
// name and last initial only), each linking to their student page. A visit from a campaign link is
// recorded with its tracking.
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import type { EventPageData } from '../api/load-event-page';
import { GoalThermometer, InitialsAvatar } from '../components/goal-thermometer';
import { TeamLeaderboard } from '../components/team-leaderboard';
import { ParticipantDirectory } from '../components/participant-directory';
import { ParticipantPicker } from '../components/participant-picker';
import { useCampaignVisit } from '../../../lib/use-campaign-visit';
import { useT } from '../../../i18n/translation';

// Most Thons have no video: its button's code loads only for one that has (donors' first download).
const VideoButton = lazy(() =>
  import('../../../components/video-button').then((module) => ({ default: module.VideoButton })),
);
// The prizes and class challenges come after the page: their code is a chunk of its own and their
// data a fetch of its own, so neither weighs on the event page's first load.
const ThonPrizes = lazy(() =>
  import('@/features/prizes-public/components/thon-prizes').then((module) => ({
    default: module.ThonPrizes,
  })),
);

export function EventPage() {
  const page = useLoaderData() as EventPageData | undefined;
  const t = useT();
  if (!page) {
    return (
      <>
        <title>{`${t('Event not found')} · Thon`}</title>
        <h1>{t('Event not found')}</h1>
        <p role="alert">{t(invalidEventCode)}</p>
      </>
    );
  }
  return <FoundEventPage page={page} />;
}

function FoundEventPage({ page }: { page: EventPageData }) {
  useCampaignVisit(page.EventId);
  const takesPledges = page.Status === 'live' && page.ParticipantsListed && page.Participants.length > 0;
  // The Thon's video, in its privacy-enhanced player: the modal loads on the click.
  const video = page.VideoEmbedUrl;
  return (
    <div className="donor-page">
      <title>{`${page.Name} · Thon`}</title>
      <div className="donor-card">
        <div className="donor-header">
          <InitialsAvatar name={page.Name} />
          <h1>{page.Name}</h1>
        </div>
        <p className="muted">{page.OrganizationName}</p>
        <GoalThermometer raised={page.Raised} goal={page.Goal} progress={page.Progress} />
        {video && (
          <p>
            <Suspense fallback={null}>
              <VideoButton className="button-secondary" embedUrl={video} title={page.Name} />
            </Suspense>
          </p>
        )}
      </div>
      {takesPledges && <ParticipantPicker participants={page.Participants} />}
      <TeamLeaderboard teams={page.TopTeams} />
      <Suspense fallback={null}>
        <ThonPrizes eventId={page.EventId} />
      </Suspense>
      <ParticipantDirectory participants={page.Participants} listed={page.ParticipantsListed} />
    </div>
  );
}
