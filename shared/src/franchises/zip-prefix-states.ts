// Which state each ZIP code lies in, as ranges of 5-digit ZIPs. The ranges are the USPS 3-digit
// ZIP prefix assignments (Domestic Mail Manual, exhibit L002 "3-Digit ZIP Code Prefix Matrix";
// summarised in Wikipedia's "List of ZIP Code prefixes"), e.g. 350-369 is Alabama. A 3-digit range
// is written as whole ZIPs (350-369 is 35000-36999) so that prefixes of any length (1 to 5 digits)
// compare the same way. Only the Pacific prefixes 967 and 969, which USPS shares between several
// places, are split to 5 digits (the places' own ZIPs), so that one ZIP names one place.
// Unassigned prefixes and the military ones (AA 340, AE 090-098, AP 962-966) are in no state.

/** [state code as in the states list, first ZIP, last ZIP] */
type ZipRange = readonly [state: string, first: number, last: number];

/** A 3-digit prefix range, first to last inclusive, as the ZIPs it holds. */
const prefixes = (state: string, first: number, last = first): ZipRange => [
  state,
  first * 100,
  last * 100 + 99,
];

export const zipRanges: readonly ZipRange[] = [
  prefixes('NY', 5), // Holtsville (IRS)
  prefixes('PR', 6, 7),
  prefixes('VI', 8),
  prefixes('PR', 9),
  prefixes('MA', 10, 27),
  prefixes('RI', 28, 29),
  prefixes('NH', 30, 38),
  prefixes('ME', 39, 49),
  prefixes('VT', 50, 54),
  prefixes('MA', 55), // Andover (IRS)
  prefixes('VT', 56, 59),
  prefixes('CT', 60, 69),
  prefixes('NJ', 70, 89),
  prefixes('NY', 100, 149),
  prefixes('PA', 150, 196),
  prefixes('DE', 197, 199),
  prefixes('DC', 200),
  prefixes('VA', 201), // Dulles
  prefixes('DC', 202, 205),
  prefixes('MD', 206, 219),
  prefixes('VA', 220, 246),
  prefixes('WV', 247, 268),
  prefixes('NC', 270, 289),
  prefixes('SC', 290, 299),
  prefixes('GA', 300, 319),
  prefixes('FL', 320, 339),
  prefixes('FL', 341, 349),
  prefixes('AL', 350, 369),
  prefixes('TN', 370, 385),
  prefixes('MS', 386, 397),
  prefixes('GA', 398, 399),
  prefixes('KY', 400, 427),
  prefixes('OH', 430, 459),
  prefixes('IN', 460, 479),
  prefixes('MI', 480, 499),
  prefixes('IA', 500, 528),
  prefixes('WI', 530, 549),
  prefixes('MN', 550, 567),
  prefixes('DC', 569), // parcel returns
  prefixes('SD', 570, 577),
  prefixes('ND', 580, 588),
  prefixes('MT', 590, 599),
  prefixes('IL', 600, 629),
  prefixes('MO', 630, 658),
  prefixes('KS', 660, 679),
  prefixes('NE', 680, 693),
  prefixes('LA', 700, 714),
  prefixes('AR', 716, 729),
  prefixes('OK', 730, 732),
  prefixes('TX', 733), // Austin (IRS)
  prefixes('OK', 734, 749),
  prefixes('TX', 750, 799),
  prefixes('CO', 800, 816),
  prefixes('WY', 820, 831),
  prefixes('ID', 832, 838),
  prefixes('UT', 840, 847),
  prefixes('AZ', 850, 865),
  prefixes('NM', 870, 884),
  prefixes('TX', 885), // El Paso
  prefixes('NV', 889, 898),
  prefixes('CA', 900, 961),
  ['HI', 96700, 96798],
  ['AS', 96799, 96799],
  prefixes('HI', 968),
  ['GU', 96910, 96932],
  ['PW', 96939, 96940],
  ['FM', 96941, 96944],
  ['MP', 96950, 96952],
  ['MH', 96960, 96970],
  prefixes('OR', 970, 979),
  prefixes('WA', 980, 994),
  prefixes('AK', 995, 999),
];

/** The ZIPs a prefix of 1 to 5 digits covers, first to last inclusive: '35' is 35000-35999. */
export function zipPrefixSpan(prefix: string): readonly [first: number, last: number] {
  const scale = 10 ** (5 - prefix.length);
  const first = Number(prefix) * scale;
  return [first, first + scale - 1];
}

/** The states any ZIP under this prefix can lie in, sorted ('7' spans LA, AR, OK and TX). */
export function statesOfZipPrefix(prefix: string): string[] {
  const [first, last] = zipPrefixSpan(prefix);
  const found = zipRanges
    .filter(([, rangeFirst, rangeLast]) => rangeFirst <= last && first <= rangeLast)
    .map(([state]) => state);
  return [...new Set(found)].sort();
}
