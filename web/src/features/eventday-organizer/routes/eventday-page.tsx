// /organizer/thons/:eventId/eventday: a Thon's event day for those who run it: printing bibs,
// inviting volunteers with counting codes, the runners' laps and their corrections, and the
// cooldown. Every change posts to the page's route action (eventday-actions.ts) through a fetcher,
// which reloads the roster and codes. A franchisee team leader counts and invites but does not
// correct, replace bibs or change the cooldown (the API answers 404 to them there).
import { Link, useLoaderData } from 'react-router';
import { BibsSection } from '../components/bibs-section';
import { CountingCodesSection } from '../components/counting-codes-section';
import { countingPagePath, screenPagePath } from '../components/eventday-links';
import { RunnersSection } from '../components/runners-section';
import { SettingsSection } from '../components/settings-section';
import type { EventDayPageData } from './eventday-loader';
import '../components/eventday-page.css';

export function EventDayPage() {
  const { eventId, manages, classes, roster, codes } = useLoaderData() as EventDayPageData;
  return (
    <>
      <title>{`Event day · ${roster.EventName} · Thon`}</title>
      <h1>Event day</h1>
      <p className="lead">{roster.EventName}</p>
      <nav aria-label="Event day pages" className="eventday-nav">
        <Link to={`/organizer/thons/${encodeURIComponent(eventId)}`}>Back to the Thon</Link>
        <Link to={countingPagePath(roster.EventCode)}>Count laps</Link>
        <a href={screenPagePath(roster.EventCode)} target="_blank" rel="noopener">
          Leaderboard screen (new window)
        </a>
      </nav>
      <BibsSection classes={classes} />
      <CountingCodesSection codes={codes} timeZone={roster.TimeZone} />
      <RunnersSection roster={roster} manages={manages} />
      {manages && <SettingsSection cooldownSeconds={roster.CooldownSeconds} />}
    </>
  );
}
