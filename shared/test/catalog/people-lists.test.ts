import { describe, expect, it } from 'vitest';
import {
  familyRelationships,
  frequencies,
  genders,
  legalStatuses,
  maritalStatuses,
  referenceRelationships,
  relationships,
} from '@thon/shared/catalog/people-lists';

// Expected values are typed here from the spec, independently of the source.
const named = (...names: string[]) => names.map((name) => ({ Code: name, Name: name }));

describe('people reference lists', () => {
  it('family relationships, typos as the spec spells them', () => {
    expect(familyRelationships).toEqual(
      named(
        'Spouse/Domestic Partner',
        'Grandparent',
        'Parent',
        'Adult Child (over 18)',
        'Uncle/Aunt',
        'Nephew/Neice',
        'Cousin',
        'Grandchild',
      ),
    );
  });

  it('reference relationships', () => {
    expect(referenceRelationships).toEqual(
      named(
        'Clergy',
        'Boss/Supervisor',
        'Co-Worker',
        'Neighbor',
        'Friend/Aquaintance',
        'Boyfriend/Girlfriend',
        'Roommate/Cohabitant',
      ),
    );
  });

  it('the general list is the family list, then friend, boyfriend/girlfriend and roommate', () => {
    expect(relationships).toEqual(
      named(
        'Spouse/Domestic Partner',
        'Grandparent',
        'Parent',
        'Adult Child (over 18)',
        'Uncle/Aunt',
        'Nephew/Neice',
        'Cousin',
        'Grandchild',
        'Friend/Aquaintance',
        'Boyfriend/Girlfriend',
        'Roommate/Cohabitant',
      ),
    );
  });

  it('frequencies', () => {
    expect(frequencies).toEqual(named('Daily', 'Weekly', 'Bi-Weekly', 'Monthly'));
  });

  it('genders', () => {
    expect(genders).toEqual(named('Male', 'Female'));
  });

  it('legal statuses keep the code ResidentAlient', () => {
    expect(legalStatuses).toEqual([
      { Code: 'Citizen', Name: 'Citizen' },
      { Code: 'ResidentAlient', Name: 'Resident Alien' },
      { Code: 'DocumentedImmigrant', Name: 'Documented Immigrant' },
      { Code: 'UndocumentedImmigrant', Name: 'Undocumented Immigrant' },
      { Code: 'WorkVisa', Name: 'Work Visa' },
      { Code: 'StudentVisa', Name: 'Student Visa' },
    ]);
  });

  it('marital statuses', () => {
    expect(maritalStatuses).toEqual(named('Single', 'Married', 'Legally Separated', 'Divorced'));
  });
});
