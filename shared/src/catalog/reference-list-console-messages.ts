// What the console's reference-list editor says (product wording): the lists' names, the save's
// confirmation and the editor's own notes. The API's refusals stay in messages.ts.
import type { EditableReferenceListName } from './reference-list-edits';

export const referenceListLabels: Record<EditableReferenceListName, string> = {
  grades: 'Grades',
  shirtSizes: 'Shirt sizes',
  organizationTypes: 'Organization types',
  schoolLevels: 'School levels',
  states: 'States',
  genders: 'Genders',
  relationships: 'Relationships',
  familyRelationships: 'Family relationships',
  referenceRelationships: 'Reference relationships',
  frequencies: 'Frequencies',
  legalStatuses: 'Legal statuses',
  maritalStatuses: 'Marital statuses',
  shopCategories: 'Shop categories',
};

export const referenceListSaved = (list: string) => `${list} saved. The forms offer the new list.`;
export const referenceListCodeTaken = 'That code is already in the list.';
export const referenceListEntryIncomplete = 'Give the new entry a code and a name.';
