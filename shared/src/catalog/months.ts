// Months: full name and three-letter code (spec section 3), e.g. { Code: 'Jan', Name: 'January' }.
import type { CodeNameEntry } from './list-entry';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// The English three-letter abbreviation is the first three letters of every month's name.
export const months: readonly CodeNameEntry[] = monthNames.map((name) => ({
  Code: name.slice(0, 3),
  Name: name,
}));
