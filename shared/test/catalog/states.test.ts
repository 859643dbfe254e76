import { describe, expect, it } from 'vitest';
import { stateOrProvinceSchema, states, usAndCanadianStates } from '@thon/shared/catalog/states';

// Expected values are typed here, independently of the source.
const usStatesAndDc: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

describe('states list', () => {
  it('is the 50 states and DC, territories, freely associated states, then the two Outside USA entries', () => {
    expect(states).toEqual(
      [
        ...usStatesAndDc,
        ['AS', 'American Samoa'],
        ['GU', 'Guam'],
        ['MP', 'Northern Mariana Islands'],
        ['PR', 'Puerto Rico'],
        ['VI', 'U.S. Virgin Islands'],
        ['FM', 'Federated States of Micronesia'],
        ['MH', 'Marshall Islands'],
        ['PW', 'Palau'],
        ['NAS', 'Outside USA'],
        ['OutSide USA', 'Outside USA'],
      ].map(([Code, Name]) => ({ Code, Name })),
    );
  });

  it('has 51 states-and-DC entries and unique codes', () => {
    expect(usStatesAndDc).toHaveLength(51);
    expect(new Set(states.map((state) => state.Code)).size).toBe(states.length);
  });
});

describe('US and Canadian states and provinces', () => {
  it('is the 50 states and DC, then the 13 provinces and territories', () => {
    expect(usAndCanadianStates).toEqual([
      ...usStatesAndDc.map(([abbreviation, name]) => ({ abbreviation, name, countryCode: 'US' })),
      { abbreviation: 'AB', name: 'Alberta', countryCode: 'CA' },
      { abbreviation: 'BC', name: 'British Columbia', countryCode: 'CA' },
      { abbreviation: 'MB', name: 'Manitoba', countryCode: 'CA' },
      { abbreviation: 'NB', name: 'New Brunswick', countryCode: 'CA' },
      { abbreviation: 'NL', name: 'Newfoundland and Labrador', countryCode: 'CA' },
      { abbreviation: 'NS', name: 'Nova Scotia', countryCode: 'CA' },
      { abbreviation: 'NT', name: 'Northwest Territories', countryCode: 'CA' },
      { abbreviation: 'NU', name: 'Nunavut', countryCode: 'CA' },
      { abbreviation: 'ON', name: 'Ontario', countryCode: 'CA' },
      { abbreviation: 'PE', name: 'Prince Edward Island', countryCode: 'CA' },
      { abbreviation: 'QC', name: 'Quebec', countryCode: 'CA' },
      { abbreviation: 'SK', name: 'Saskatchewan', countryCode: 'CA' },
      { abbreviation: 'YT', name: 'Yukon', countryCode: 'CA' },
    ]);
  });

  it('every entry matches its schema and abbreviations are unique across both countries', () => {
    for (const place of usAndCanadianStates) expect(stateOrProvinceSchema.parse(place)).toEqual(place);
    expect(new Set(usAndCanadianStates.map((place) => place.abbreviation)).size).toBe(64);
  });
});
