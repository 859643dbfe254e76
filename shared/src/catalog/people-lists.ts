// Reference lists about people (spec section 3). Strings are the spec's to the letter,
// typos included ('Nephew/Neice', 'Friend/Aquaintance', code 'ResidentAlient'): stored
// values and server configuration already use them.
import { entriesNamed, type CodeNameEntry } from './list-entry';

export const familyRelationships: readonly CodeNameEntry[] = entriesNamed([
  'Spouse/Domestic Partner',
  'Grandparent',
  'Parent',
  'Adult Child (over 18)',
  'Uncle/Aunt',
  'Nephew/Neice',
  'Cousin',
  'Grandchild',
]);

// The reference relationships that the general list also offers (friend, boyfriend/girlfriend, roommate).
const closeRelationshipNames = ['Friend/Aquaintance', 'Boyfriend/Girlfriend', 'Roommate/Cohabitant'];

export const referenceRelationships: readonly CodeNameEntry[] = entriesNamed([
  'Clergy',
  'Boss/Supervisor',
  'Co-Worker',
  'Neighbor',
  ...closeRelationshipNames,
]);

/** The general relationship list: the family ones, then friend, boyfriend/girlfriend and roommate. */
export const relationships: readonly CodeNameEntry[] = [
  ...familyRelationships,
  ...entriesNamed(closeRelationshipNames),
];

export const frequencies: readonly CodeNameEntry[] = entriesNamed([
  'Daily',
  'Weekly',
  'Bi-Weekly',
  'Monthly',
]);

export const genders: readonly CodeNameEntry[] = entriesNamed(['Male', 'Female']);

/** The only list whose codes the spec gives; the codes other than 'ResidentAlient' follow its pattern. */
export const legalStatuses: readonly CodeNameEntry[] = [
  { Code: 'Citizen', Name: 'Citizen' },
  { Code: 'ResidentAlient', Name: 'Resident Alien' },
  { Code: 'DocumentedImmigrant', Name: 'Documented Immigrant' },
  { Code: 'UndocumentedImmigrant', Name: 'Undocumented Immigrant' },
  { Code: 'WorkVisa', Name: 'Work Visa' },
  { Code: 'StudentVisa', Name: 'Student Visa' },
];

export const maritalStatuses: readonly CodeNameEntry[] = entriesNamed([
  'Single',
  'Married',
  'Legally Separated',
  'Divorced',
]);
