// Under the event-code entry: the live Thons near the visitor (where CloudFront places them), each a
// link to its event page as a typed code would open it. Nothing shows while they load, when there
// are none, or when they cannot be read: they are a shortcut, and the code entry above still works.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { NearbyEvent } from '@thon/shared/api/schemas/nearby-events';
import { useT } from '../../../i18n/translation';
import { getNearbyEvents } from '../api/get-nearby-events';

export function NearbyEvents() {
  const t = useT();
  const headingId = useId();
  const [events, setEvents] = useState<readonly NearbyEvent[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    getNearbyEvents(controller.signal).then(
      (answer) => setEvents(answer.NearbyEvents),
      () => setEvents([]),
    );
    return () => controller.abort();
  }, []);

  if (events.length === 0) return null;
  return (
    <nav className="nearby-events" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Events near you')}</h3>
      <ul>
        {events.map((event) => {
          const code = encodeURIComponent(event.EventCode);
          return (
            <li key={event.EventId}>
              <Link to={`/event/${code}#${code}`}>{event.Name}</Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
