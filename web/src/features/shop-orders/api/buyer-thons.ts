// The Thons a buyer may build a cart for, as the pages that list a buyer's Thons already read
// them: an organizer's own from GetMyThons; a franchisee user's (their franchise's) and a super
// admin's (every one) from the console's list, its pages followed to a bound. The API's scope
// decides again on every cart call, so this is only the menu.
import type { Role } from '@thon/shared/auth/roles';
import { listConsoleThons } from '@/features/console-thons/api/console-thon-calls';
import { loadMyThons } from '@/features/events/api/load-my-thons';

export interface BuyerThon {
  EventId: string;
  Name: string;
  StartDate: string;
  EndDate: string;
}

/** At most this many pages of the console's list are read for the menu. */
export const buyerThonPagesRead = 5;

const choice = ({ EventId, Name, StartDate, EndDate }: BuyerThon): BuyerThon => ({
  EventId,
  Name,
  StartDate,
  EndDate,
});

async function consoleThons(signal?: AbortSignal): Promise<BuyerThon[]> {
  const thons: BuyerThon[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < buyerThonPagesRead; page += 1) {
    const answer = await listConsoleThons({}, cursor, signal);
    thons.push(...answer.Thons.map(choice));
    cursor = answer.NextCursor;
    if (!cursor) break;
  }
  return thons;
}

/** The buyer's Thons, the soonest event last-to-first as My Thons shows them (newest start first). */
export async function loadBuyerThons(role: Role, signal?: AbortSignal): Promise<BuyerThon[]> {
  const thons = role === 'organizer' ? (await loadMyThons(signal)).map(choice) : await consoleThons(signal);
  return thons.sort((a, b) => b.StartDate.localeCompare(a.StartDate));
}
