// The bundle of reference lists the web and the API share (spec section 3): its schema, the
// defaults, and the defaults merged with what server configuration supplies. The lists API
// route answers with `mergeReferenceLists(...)`, validated by `referenceListsSchema`.
// Not in the bundle: usAndCanadianStates (keyed by abbreviation, not Code or Id) and the
// allowed upload content types (plain strings, in uploads.ts); both are used as defined.
import * as z from 'zod';
import { privateSchool, yesNo } from './boolean-lists';
import { countries, countryEntrySchema } from './countries';
import { booleanChoiceEntrySchema, codeNameEntrySchema } from './list-entry';
import { mergeLists } from './merge-lists';
import { months } from './months';
import {
  familyRelationships,
  frequencies,
  genders,
  legalStatuses,
  maritalStatuses,
  referenceRelationships,
  relationships,
} from './people-lists';
import { grades, organizationTypes, schoolLevels } from './school-lists';
import { shirtSizes } from './shirt-sizes';
import { states } from './states';

const codeNameList = z.array(codeNameEntrySchema).readonly();
const booleanChoiceList = z.array(booleanChoiceEntrySchema).readonly();

export const referenceListsSchema = z.object({
  shirtSizes: codeNameList,
  countries: z.array(countryEntrySchema).readonly(),
  states: codeNameList,
  familyRelationships: codeNameList,
  referenceRelationships: codeNameList,
  relationships: codeNameList,
  frequencies: codeNameList,
  genders: codeNameList,
  legalStatuses: codeNameList,
  maritalStatuses: codeNameList,
  months: codeNameList,
  organizationTypes: codeNameList,
  schoolLevels: codeNameList,
  grades: codeNameList,
  yesNo: booleanChoiceList,
  privateSchool: booleanChoiceList,
});
export type ReferenceLists = z.infer<typeof referenceListsSchema>;

/** What server configuration may supply: any of the lists, each complete or partial. */
export const serverReferenceListsSchema = referenceListsSchema.partial();
export type ServerReferenceLists = z.infer<typeof serverReferenceListsSchema>;

export const defaultReferenceLists: ReferenceLists = {
  shirtSizes,
  countries,
  states,
  familyRelationships,
  referenceRelationships,
  relationships,
  frequencies,
  genders,
  legalStatuses,
  maritalStatuses,
  months,
  organizationTypes,
  schoolLevels,
  grades,
  yesNo,
  privateSchool,
};

export function mergeReferenceLists(serverSupplied: ServerReferenceLists): ReferenceLists {
  return mergeLists(defaultReferenceLists, serverSupplied);
}
