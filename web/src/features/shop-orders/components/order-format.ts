// How an order's facts read on the order pages: money from integer cents, the state in words, a
// date and time. Pure, so the list and the detail page agree. (Late is the API's answer.)
import { formatDollars } from '@thon/shared/catalog/money-format';
import { centsToDollars } from '@thon/shared/pledges/cents';

/** '$1,234.50', '$12': the amount of integer cents, as the pledge pages show money. */
export const formatCents = (cents: number): string => formatDollars(centsToDollars(cents));

const stateWords: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  confirmed: 'Confirmed',
  'partially-shipped': 'Partially shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'on-hold': 'On hold',
};

/** The state as a heading or a cell reads it ('Partially shipped'); an unknown one as it came. */
export const stateWord = (state: string): string => stateWords[state] ?? state;

/** Today's calendar date where the viewer is (yyyy-MM-dd), as need-by dates are written. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as the viewer reads it ('Mar 3, 2026, 9:15 AM'); the text itself if unreadable. */
export function formatInstant(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}
