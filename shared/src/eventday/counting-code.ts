// A volunteer's one-day counting code (docs/event-day.md): 8 characters naming the code among the
// Thon's codes, then 16 secret ones (80 random bits) of which only a hash is stored. It is shown
// once, as a QR of the counting page's address with the code in the fragment (a fragment never
// reaches a server or a log), and expires at the next midnight in the Thon's time zone.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { lapTokenAlphabet } from './lap-token';

export const countingCodeIdLength = 8;
export const countingCodeSecretLength = 16;
export const countingCodeLength = countingCodeIdLength + countingCodeSecretLength;

export const countingCodePattern = new RegExp(`^[${lapTokenAlphabet}]{${countingCodeLength}}$`);

/** The code's id and secret parts, or undefined when the text is not a counting code. */
export function splitCountingCode(code: string): { codeId: string; secret: string } | undefined {
  const text = code.trim().toUpperCase();
  if (!countingCodePattern.test(text)) return undefined;
  return { codeId: text.slice(0, countingCodeIdLength), secret: text.slice(countingCodeIdLength) };
}

/** When a code made at `createdAt` stops working: the next midnight in the Thon's time zone. */
export function countingCodeExpiry(createdAt: Date, timeZone: string): Date {
  const local = new TZDate(createdAt.getTime(), timeZone);
  return new Date(startOfDay(addDays(local, 1)).getTime());
}

/** The counting page's path a code's QR opens (the site's origin is put before it by the page). */
export function countingPath(eventCode: string, code: string): string {
  return `/eventday/${encodeURIComponent(eventCode)}#code=${code}`;
}
