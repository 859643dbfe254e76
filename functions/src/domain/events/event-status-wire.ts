// A Thon's status between the table and the API. The table's strings are the data layer's
// (data/stored-values) and never change; the API's may. Both maps are full Records, so the type
// checker makes every stored status name its wire status, and a status added to the API cannot
// be stored unmapped.
import type { EventStatus } from '@thon/shared/api/schemas/event-status';
import type { StoredEventStatus } from '../../data/stored-values/events';

export const eventStatusOnTheWire: Readonly<Record<StoredEventStatus, EventStatus>> = {
  draft: 'draft',
  live: 'live',
  completed: 'completed',
  processed: 'processed',
};

/** The status an organizer asks for (UpdateThonStatus) as the table holds it. */
export const storedEventStatusOf: Readonly<Record<EventStatus, StoredEventStatus>> = {
  draft: 'draft',
  live: 'live',
  completed: 'completed',
  processed: 'processed',
};
