// Participant shirt sizes (spec section 3). The spec names them in lower case
// ('YS youth small', 'AS adult small'); the names are kept as it writes them.
import type { CodeNameEntry } from './list-entry';

export const shirtSizes: readonly CodeNameEntry[] = [
  { Code: 'YS', Name: 'youth small' },
  { Code: 'YM', Name: 'youth medium' },
  { Code: 'YL', Name: 'youth large' },
  { Code: 'AS', Name: 'adult small' },
  { Code: 'AM', Name: 'adult medium' },
  { Code: 'AL', Name: 'adult large' },
  { Code: 'AXL', Name: 'adult extra large' },
];
