// US states and Canadian provinces (spec section 3). Each place is typed once here;
// the two published lists are built from these tables.
import * as z from 'zod';
import type { CodeNameEntry } from './list-entry';

type Place = readonly [abbreviation: string, name: string];

// The 50 states and the District of Columbia, by USPS abbreviation.
const usStatesAndDc: readonly Place[] = [
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

const usTerritories: readonly Place[] = [
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
];

// Sovereign nations in free association with the US; USPS delivers to them as domestic mail.
const freelyAssociatedStates: readonly Place[] = [
  ['FM', 'Federated States of Micronesia'],
  ['MH', 'Marshall Islands'],
  ['PW', 'Palau'],
];

// The spec's two 'Outside USA' entries; 'OutSide USA' is a stored code, so its spelling stays.
const outsideUsa: readonly Place[] = [
  ['NAS', 'Outside USA'],
  ['OutSide USA', 'Outside USA'],
];

// Ten provinces and three territories.
const canadianProvinces: readonly Place[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/**
 * The states list: states and DC, territories, freely associated states, then the two
 * 'Outside USA' entries. The abbreviation is the entry's `Code` so server lists merge over it.
 */
export const states: readonly CodeNameEntry[] = [
  ...usStatesAndDc,
  ...usTerritories,
  ...freelyAssociatedStates,
  ...outsideUsa,
].map(([abbreviation, name]) => ({ Code: abbreviation, Name: name }));

export const stateOrProvinceSchema = z.object({
  abbreviation: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  countryCode: z.enum(['US', 'CA']),
});
export type StateOrProvince = z.infer<typeof stateOrProvinceSchema>;

/**
 * US and Canadian states and provinces for postal addresses. Territories with their own
 * ISO country code (Puerto Rico, Guam, ...) are countries in address forms, so the US part
 * is the 50 states and DC.
 */
export const usAndCanadianStates: readonly StateOrProvince[] = [
  ...usStatesAndDc.map(([abbreviation, name]) => ({ abbreviation, name, countryCode: 'US' as const })),
  ...canadianProvinces.map(([abbreviation, name]) => ({ abbreviation, name, countryCode: 'CA' as const })),
];
