// The catalogue's defaults of the lists the console edits, apart from the bundle of every list:
// the editor's routes merge and check these without loading the country list (ISO data that only
// GetReferenceLists answers with).
import type { CodeNameEntry } from './list-entry';
import {
  familyRelationships,
  frequencies,
  genders,
  legalStatuses,
  maritalStatuses,
  referenceRelationships,
  relationships,
} from './people-lists';
import type { EditableReferenceListName } from './reference-list-edits';
import { grades, organizationTypes, schoolLevels } from './school-lists';
import { shirtSizes } from './shirt-sizes';
import { shopCategories } from './shop-categories';
import { states } from './states';

export const editableReferenceListDefaults: Record<EditableReferenceListName, readonly CodeNameEntry[]> = {
  grades,
  shirtSizes,
  organizationTypes,
  schoolLevels,
  states,
  genders,
  relationships,
  familyRelationships,
  referenceRelationships,
  frequencies,
  legalStatuses,
  maritalStatuses,
  shopCategories,
};
