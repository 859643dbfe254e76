// A Thon's days as organizers read them: the spec's display date (MM/dd/yyyy), start to end.
import { formatDisplayCalendarDate } from '@thon/shared/catalog/display-format';

export function thonDates(thon: { StartDate: string; EndDate: string }): string {
  return `${formatDisplayCalendarDate(thon.StartDate)} to ${formatDisplayCalendarDate(thon.EndDate)}`;
}
