// The bundle of reference lists the web and the API share (spec section 3): its schema, the
// defaults, and the defaults merged with what server configuration supplies. The lists API
// route answers with `mergeReferenceLists(...)`, validated by `referenceListsSchema`.
// Not in the bundle: usAndCanadianStates (keyed by abbreviation, not Code or Id) and the
// allowed upload content types (plain strings, in uploads.ts); both are used as defined.
import type { ReferenceLists, ServerReferenceLists } from './reference-lists-schema';
import { privateSchool, yesNo } from './boolean-lists';
import { countries } from './countries';
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
import { shopCategories } from './shop-categories';
import { states } from './states';

export {
  referenceListsSchema,
  serverReferenceListsSchema,
  type ReferenceLists,
  type ServerReferenceLists,
} from './reference-lists-schema';

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
  shopCategories,
};

export function mergeReferenceLists(serverSupplied: ServerReferenceLists): ReferenceLists {
  return mergeLists(defaultReferenceLists, serverSupplied);
}
