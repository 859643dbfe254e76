// /organizer/thons's loader: an organizer's (or super admin's) own Thons from GetMyThons; a
// franchisee team leader's are the Thons they are assigned to, which ListConsoleThons answers for
// them (their franchise's, narrowed to their assignments). That list pages their franchise's Thons,
// so a page may hold none of theirs while more follow: the pages are followed to a bound, newest
// start date first as My Thons shows them.
import type { Role } from '@thon/shared/auth/roles';
import { listConsoleThons } from '@/features/console-thons/api/console-thon-calls';
import { loadMyThons } from '@/features/events/api/load-my-thons';

export interface MyThonsEntry {
  EventId: string;
  Name: string;
  EventCode: string;
  Status: Awaited<ReturnType<typeof loadMyThons>>[number]['Status'];
  StartDate: string;
  EndDate: string;
}

/** At most this many pages of the franchise's Thons are read for a team leader's list. */
export const assignedThonPagesRead = 10;

async function assignedThons(signal?: AbortSignal): Promise<MyThonsEntry[]> {
  const thons: MyThonsEntry[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < assignedThonPagesRead; page += 1) {
    const answer = await listConsoleThons({}, cursor, signal);
    thons.push(...answer.Thons);
    cursor = answer.NextCursor;
    if (!cursor) break;
  }
  return thons.sort((a, b) => b.StartDate.localeCompare(a.StartDate));
}

export async function loadMyThonsOf(role: Role, signal?: AbortSignal): Promise<MyThonsEntry[]> {
  return role === 'franchisee-team-leader' ? assignedThons(signal) : loadMyThons(signal);
}
