// The donor event page. Only its address and heading exist so far; the event's details,
// participants and pledging arrive with the events feature.
import { useParams } from 'react-router';

export function EventPage() {
  const { code = '' } = useParams();
  return (
    <>
      <title>{`Event ${code} · Thon`}</title>
      <h1>Event {code}</h1>
      <p>The event page content (progress, participants and pledging) arrives with the events feature.</p>
    </>
  );
}
