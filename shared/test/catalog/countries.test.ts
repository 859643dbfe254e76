import { describe, expect, it } from 'vitest';
import { countries, countryEntrySchema } from '@thon/shared/catalog/countries';

// The list comes from the maintained ISO 3166-1 data, so the test pins its size, its shape
// and a sample of entries rather than retyping all 250.
describe('countries', () => {
  it('holds every ISO 3166-1 country once', () => {
    expect(countries).toHaveLength(250);
    expect(new Set(countries.map((country) => country.Code)).size).toBe(250);
    expect(new Set(countries.map((country) => country.ThreeLetterCode)).size).toBe(250);
  });

  it('every entry has a name, a 2-letter and a 3-letter code', () => {
    for (const country of countries) expect(countryEntrySchema.parse(country)).toEqual(country);
  });

  it.each([
    { Code: 'US', Name: 'United States of America', ThreeLetterCode: 'USA' },
    { Code: 'CA', Name: 'Canada', ThreeLetterCode: 'CAN' },
    { Code: 'MX', Name: 'Mexico', ThreeLetterCode: 'MEX' },
    { Code: 'GB', Name: 'United Kingdom', ThreeLetterCode: 'GBR' },
    { Code: 'DE', Name: 'Germany', ThreeLetterCode: 'DEU' },
    { Code: 'PR', Name: 'Puerto Rico', ThreeLetterCode: 'PRI' },
    { Code: 'AX', Name: 'Åland Islands', ThreeLetterCode: 'ALA' },
    { Code: 'ZW', Name: 'Zimbabwe', ThreeLetterCode: 'ZWE' },
  ])('has $Name', (country) => {
    expect(countries).toContainEqual(country);
  });

  it('is sorted by English name', () => {
    const names = countries.map((country) => country.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Afghanistan');
    expect(names.at(-1)).toBe('Zimbabwe');
  });
});
