// The vendor shop's categories (spec section 1, vendor confinement: /shop#Prizes ... /shop#ALC).
// Each Code is the shop page's hash, so it is written exactly as the spec writes the path; a super
// admin may rename, add or retire categories in the console's reference-list editor.
import type { CodeNameEntry } from './list-entry';

export const shopCategories: readonly CodeNameEntry[] = [
  { Code: 'Prizes', Name: 'Prizes' },
  { Code: 'Marketing', Name: 'Marketing' },
  { Code: 'Race Equipment', Name: 'Race Equipment' },
  { Code: 'Anython - Color Games', Name: 'Anython - Color Games' },
  { Code: 'ALC', Name: 'ALC' },
];
