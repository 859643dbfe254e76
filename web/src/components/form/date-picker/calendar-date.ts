// Calendar dates as the date picker's field holds them: the catalogue's popup format
// (yyyy-MM-dd), which is also what the API's date fields accept.
import { format, isMatch, parse } from 'date-fns';
import { datepickerDefaults } from '@thon/shared/catalog/interface-defaults';

const pattern = datepickerDefaults.popupFormat;

/** The field's text for a day, e.g. '2026-03-15'. */
export function formatCalendarDate(day: Date): string {
  return format(day, pattern);
}

/** The day a field's text names, or undefined when it is empty or not a real date. */
export function parseCalendarDate(text: string): Date | undefined {
  // isMatch also refuses dates that do not exist (2026-02-30); the length check refuses '2026-3-5'.
  if (text.length !== pattern.length || !isMatch(text, pattern)) return undefined;
  return parse(text, pattern, new Date());
}

/**
 * The first and last month the year choice offers: the catalogue's year range (20 years), the
 * chosen day's year (or this year) eleventh among them, so there are years before and after it.
 */
export function yearRangeAround(year: number): { startMonth: Date; endMonth: Date } {
  const first = year - Math.floor(datepickerDefaults.yearRange / 2);
  const last = first + datepickerDefaults.yearRange - 1;
  return { startMonth: new Date(first, 0, 1), endMonth: new Date(last, 11, 1) };
}
