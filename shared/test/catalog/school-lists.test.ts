import { describe, expect, it } from 'vitest';
import { privateSchool, yesNo } from '@thon/shared/catalog/boolean-lists';
import { months } from '@thon/shared/catalog/months';
import { grades, organizationTypes, schoolLevels } from '@thon/shared/catalog/school-lists';
import { shirtSizes } from '@thon/shared/catalog/shirt-sizes';

const named = (...names: string[]) => names.map((name) => ({ Code: name, Name: name }));

describe('school, event and choice lists', () => {
  it('organization types', () => {
    expect(organizationTypes).toEqual(
      named(
        'Club or Civic Group',
        'College',
        'Elementary School',
        'For a Friend',
        'High School',
        'Middle School',
        'Non-profit',
        'Preschool',
        'Sports Team',
      ),
    );
  });

  it('school levels', () => {
    expect(schoolLevels).toEqual(named('Alternative', 'Elementary', 'Middle', 'High'));
  });

  it('grades PK, K, 1 to 12', () => {
    expect(grades).toEqual(named('PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'));
  });

  it('shirt sizes', () => {
    expect(shirtSizes).toEqual([
      { Code: 'YS', Name: 'youth small' },
      { Code: 'YM', Name: 'youth medium' },
      { Code: 'YL', Name: 'youth large' },
      { Code: 'AS', Name: 'adult small' },
      { Code: 'AM', Name: 'adult medium' },
      { Code: 'AL', Name: 'adult large' },
      { Code: 'AXL', Name: 'adult extra large' },
    ]);
  });

  it('months with three-letter codes', () => {
    expect(months).toEqual([
      { Code: 'Jan', Name: 'January' },
      { Code: 'Feb', Name: 'February' },
      { Code: 'Mar', Name: 'March' },
      { Code: 'Apr', Name: 'April' },
      { Code: 'May', Name: 'May' },
      { Code: 'Jun', Name: 'June' },
      { Code: 'Jul', Name: 'July' },
      { Code: 'Aug', Name: 'August' },
      { Code: 'Sep', Name: 'September' },
      { Code: 'Oct', Name: 'October' },
      { Code: 'Nov', Name: 'November' },
      { Code: 'Dec', Name: 'December' },
    ]);
  });

  it('Yes/No with boolean codes', () => {
    expect(yesNo).toEqual([
      { Code: true, Name: 'Yes' },
      { Code: false, Name: 'No' },
    ]);
  });

  it('true/false private-school list', () => {
    expect(privateSchool).toEqual([
      { Code: true, Name: 'True' },
      { Code: false, Name: 'False' },
    ]);
  });
});
