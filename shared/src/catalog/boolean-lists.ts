// Choice lists stored as booleans (spec section 3).
import type { BooleanChoiceEntry } from './list-entry';

export const yesNo: readonly BooleanChoiceEntry[] = [
  { Code: true, Name: 'Yes' },
  { Code: false, Name: 'No' },
];

/** The spec calls it "a true/false private-school list"; it gives no other labels. */
export const privateSchool: readonly BooleanChoiceEntry[] = [
  { Code: true, Name: 'True' },
  { Code: false, Name: 'False' },
];
