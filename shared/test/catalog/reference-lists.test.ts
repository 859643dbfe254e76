import { describe, expect, it } from 'vitest';
import {
  defaultReferenceLists,
  mergeReferenceLists,
  referenceListsSchema,
  serverReferenceListsSchema,
} from '@thon/shared/catalog/reference-lists';

describe('reference list bundle', () => {
  it('holds every Code-keyed list of the spec', () => {
    expect(Object.keys(defaultReferenceLists).sort()).toEqual([
      'countries',
      'familyRelationships',
      'frequencies',
      'genders',
      'grades',
      'legalStatuses',
      'maritalStatuses',
      'months',
      'organizationTypes',
      'privateSchool',
      'referenceRelationships',
      'relationships',
      'schoolLevels',
      'shirtSizes',
      'shopCategories',
      'states',
      'yesNo',
    ]);
  });

  it('the defaults satisfy the schema an API answer is checked against', () => {
    expect(referenceListsSchema.parse(defaultReferenceLists)).toEqual(defaultReferenceLists);
  });

  it('merges validated server configuration over the defaults', () => {
    const supplied = serverReferenceListsSchema.parse({
      genders: [{ Code: 'NonBinary', Name: 'Non-binary' }],
      grades: [{ Code: 'K', Name: 'Kindergarten' }],
    });
    const merged = mergeReferenceLists(supplied);
    expect(merged.genders).toEqual([
      { Code: 'Male', Name: 'Male' },
      { Code: 'Female', Name: 'Female' },
      { Code: 'NonBinary', Name: 'Non-binary' },
    ]);
    expect(merged.grades[1]).toEqual({ Code: 'K', Name: 'Kindergarten' });
    expect(merged.grades).toHaveLength(14);
    expect(merged.states).toBe(defaultReferenceLists.states);
    expect(referenceListsSchema.parse(merged)).toEqual(merged);
  });

  it('rejects server lists whose entries lack a Code or a Name', () => {
    expect(serverReferenceListsSchema.safeParse({ genders: [{ Name: 'Other' }] }).success).toBe(false);
    expect(serverReferenceListsSchema.safeParse({ yesNo: [{ Code: 'yes', Name: 'Yes' }] }).success).toBe(
      false,
    );
    expect(serverReferenceListsSchema.safeParse({ countries: [{ Code: 'USA', Name: 'x' }] }).success).toBe(
      false,
    );
  });
});
