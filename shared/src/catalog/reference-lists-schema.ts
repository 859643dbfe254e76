// The reference lists' schema (spec section 3), apart from their data: the route table and the
// web name it without loading the lists (the countries are computed from i18n-iso-countries).
import * as z from 'zod';
import { countryEntrySchema } from './country-entry';
import { booleanChoiceEntrySchema, codeNameEntrySchema } from './list-entry';

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
  shopCategories: codeNameList,
});
export type ReferenceLists = z.infer<typeof referenceListsSchema>;

/** What server configuration may supply: any of the lists, each complete or partial. */
export const serverReferenceListsSchema = referenceListsSchema.partial();
export type ServerReferenceLists = z.infer<typeof serverReferenceListsSchema>;
