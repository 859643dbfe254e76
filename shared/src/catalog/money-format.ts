// How dollar amounts read in messages. Kept apart from display-format.ts so that code
// needing only messages does not bundle the date library.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$5', '$1,000', '$0.30': cents only when the amount has them. */
export function formatDollars(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}
