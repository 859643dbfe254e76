// The ways to event day's pages: the organizer's page (bibs, codes, corrections), the counting page
// (/eventday/{eventCode}) and the gym's screen, which a projector opens in its own window.
import { Link } from 'react-router';

export const eventDayPagePath = (eventId: string) =>
  `/organizer/thons/${encodeURIComponent(eventId)}/eventday`;
export const countingPagePath = (eventCode: string) => `/eventday/${encodeURIComponent(eventCode)}`;
export const screenPagePath = (eventCode: string) => `${countingPagePath(eventCode)}/screen`;

/** The Thon page's 'Event day' section. */
export function ThonEventDayLinks({ eventId, eventCode }: { eventId: string; eventCode: string }) {
  return (
    <section aria-labelledby="eventday-heading" className="section">
      <h2 id="eventday-heading">Event day</h2>
      <ul>
        <li>
          <Link to={eventDayPagePath(eventId)}>Event day: bibs, counting codes and laps</Link>
        </li>
        <li>
          <Link to={countingPagePath(eventCode)}>Count laps</Link>
        </li>
        <li>
          <a href={screenPagePath(eventCode)} target="_blank" rel="noopener">
            Leaderboard screen (opens in a new window)
          </a>
        </li>
      </ul>
    </section>
  );
}
