// The live public Thons for nearby events: one Query of gsi4 (every Thon by start date) from a
// start date on, filtered to live Thons that are not test Thons. Only the fields the list shows
// and places by are read.
import { thon } from '../thon-service';

/** gsi4's one partition (events-repository.ts writes it on every new event). */
const allEventsPartition = 'events';

export interface LiveThonRecord {
  eventId: string;
  name: string;
  eventCode: string;
  postalCode?: string | undefined;
}

export async function listLiveThons(fromDate: string): Promise<LiveThonRecord[]> {
  const { data } = await thon()
    .entities.event.query.allThons({ allEvents: allEventsPartition })
    .gte({ startDate: fromDate })
    // isTest is absent on events written before test Thons existed: those are public.
    .where(
      ({ status, isTest }, { eq, notExists }) =>
        `${eq(status, 'live')} AND (${notExists(isTest)} OR ${eq(isTest, false)})`,
    )
    .go({ pages: 'all', attributes: ['eventId', 'name', 'eventCode', 'postalCode'] });
  return data.map(({ eventId, name, eventCode, postalCode }) => ({ eventId, name, eventCode, postalCode }));
}
