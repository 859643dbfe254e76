// Every ISO 3166-1 country: name, alpha-2 code and alpha-3 code (spec section 3), taken from
// the maintained i18n-iso-countries data rather than typed by hand.
// The package's plain entry (its browser build): its Node entry would load all ~80 languages
// into every bundle that imports this file. Only English is registered.
import isoCountries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { CountryEntry } from './country-entry';

isoCountries.registerLocale(english);

export { countryEntrySchema, type CountryEntry } from './country-entry';

/** Sorted by English name, for pickers. */
export const countries: readonly CountryEntry[] = Object.entries(
  isoCountries.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => {
    const threeLetterCode = isoCountries.alpha2ToAlpha3(code);
    if (threeLetterCode === undefined) throw new Error(`i18n-iso-countries has no alpha-3 code for ${code}`);
    return { Code: code, Name: name, ThreeLetterCode: threeLetterCode };
  })
  .sort((a, b) => a.Name.localeCompare(b.Name, 'en'));
