// GetEventDayScreen's reads: the event code's claim (one GetItem), then together the event page's
// Query (the event, its teams, its participants with their money) and the Thon's lap tallies (one
// Query). Public like the event page, so a draft Thon is not shown (404 like an unknown code), and
// a Thon past its retention days shows its totals and names no one (public-names.ts).
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { NotFound } from '../errors';
import { normalizeCode } from '../participants/access-codes';
import type { EventCodeReads, EventPageReads } from '../events/ports';
import { namesArePublic, type PublicNamesDeps } from '../events/public-names';
import type { EventDayScreen } from '@thon/shared/api/schemas/eventday';
import { eventDayScreenOf, type ScreenTally } from './event-day-screen';

export interface LapTallyReads {
  /** Every tally of the Thon (one Query of its partition, all pages). */
  listLapTallies(eventId: string): Promise<readonly ScreenTally[]>;
}

export type EventDayScreenDeps = PublicNamesDeps & {
  eventCodes: EventCodeReads;
  eventPage: EventPageReads;
  tallies: LapTallyReads;
};

export async function readEventDayScreen(
  deps: EventDayScreenDeps,
  eventCode: string,
): Promise<EventDayScreen> {
  const eventId = await deps.eventCodes.findEventIdByCode(normalizeCode(eventCode));
  if (!eventId) throw new NotFound(noSuchEvent);
  const [items, tallies] = await Promise.all([
    deps.eventPage.getEventPageItems(eventId),
    deps.tallies.listLapTallies(eventId),
  ]);
  const event = items.event[0];
  if (!event || event.status === 'draft') throw new NotFound(noSuchEvent);
  return eventDayScreenOf({
    event,
    teams: items.team,
    participants: items.participant,
    tallies,
    namesListed: namesArePublic(deps, event),
    now: new Date(deps.clock.nowMs()),
  });
}
