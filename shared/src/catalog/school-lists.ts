// Reference lists about the organisations that run events and their students (spec section 3).
import { entriesNamed, type CodeNameEntry } from './list-entry';

export const organizationTypes: readonly CodeNameEntry[] = entriesNamed([
  'Club or Civic Group',
  'College',
  'Elementary School',
  'For a Friend',
  'High School',
  'Middle School',
  'Non-profit',
  'Preschool',
  'Sports Team',
]);

export const schoolLevels: readonly CodeNameEntry[] = entriesNamed([
  'Alternative',
  'Elementary',
  'Middle',
  'High',
]);

/**
 * The organization types that are schools with a level (Elementary, Middle or High School); only
 * these carry a school level. Preschool and College have no level in the catalogue's list.
 */
export function isSchoolOrganizationType(organizationType: string): boolean {
  return /^(Elementary|Middle|High) School$/.test(organizationType);
}

const firstGrade = 1;
const lastGrade = 12;

/** PK, K, then 1 to 12. */
export const grades: readonly CodeNameEntry[] = entriesNamed([
  'PK',
  'K',
  ...Array.from({ length: lastGrade - firstGrade + 1 }, (_, index) => String(firstGrade + index)),
]);
