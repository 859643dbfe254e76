// A franchise's Thons whose start dates lie in a range: one Query of gsi3 (franchise, start date
// key range), its pages followed to a bound. Test Thons (rehearsals) are left out: they are not
// events anyone ships to or counts.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { FranchiseePorts } from './ports';

/** Pages of 100 read at most: a franchise runs tens of Thons a month, never thousands. */
const pageSize = 100;
const maxPages = 10;

export async function franchiseThonsStarting(
  deps: Pick<FranchiseePorts, 'franchisee'>,
  franchiseId: string,
  range: { fromDate: string; toDate?: string },
): Promise<EventRecord[]> {
  const thons: EventRecord[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await deps.franchisee.listEventsOfFranchise(franchiseId, {
      ...range,
      limit: pageSize,
      ...(cursor === undefined ? {} : { cursor }),
    });
    // The cursor is the Query's own, never a caller's: a refusal here is a fault.
    if (answer === 'bad-cursor') throw new Error('A franchise Thons Query refused its own cursor');
    thons.push(...answer.items.filter((thon) => thon.isTest !== true));
    cursor = answer.cursor;
    if (cursor === undefined) break;
  }
  return thons;
}
