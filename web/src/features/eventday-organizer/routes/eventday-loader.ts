// The organizer's event-day page's data: the Thon's classes (to print a class's bibs before any is
// printed), its event-day roster (runners with their tokens and laps, the cooldown) and, for those
// who work on the Thon, its counting codes. Read again after every change the page makes.
import {
  getEventDayRoster,
  listCountingCodes,
  loadThonClasses,
  type CountingCodeRow,
  type EventDayRoster,
} from '../api/eventday-calls';

export interface EventDayPageData {
  eventId: string;
  /** Manages the Thon: corrections, new bibs and the cooldown (a team leader only counts). */
  manages: boolean;
  classes: { TeamId: string; Name: string }[];
  roster: EventDayRoster;
  codes: CountingCodeRow[];
}

export async function loadEventDayPage(
  eventId: string,
  manages: boolean,
  signal?: AbortSignal,
): Promise<EventDayPageData> {
  const [classes, roster, codes] = await Promise.all([
    loadThonClasses(eventId, signal),
    getEventDayRoster(eventId, signal),
    listCountingCodes(eventId, signal),
  ]);
  return { eventId, manages, classes, roster, codes };
}
