// Which +1 numbers a text invitation may go to: the United States and Canada only. The North
// American Numbering Plan also covers 20 other countries and territories (Caribbean and Atlantic),
// dialled like a US number but billed by SNS as international SMS at many times the US price: the
// numbers "SMS pumping" fraud sends to, because their carriers share the termination fee. Refused
// with the spec's mobile-number message, on the share page as people type and at the API.
//
// US territories (Puerto Rico 787/939, US Virgin Islands 340, Guam 671, Northern Mariana Islands
// 670, American Samoa 684) are kept: AWS sends to "the United States and its territories" with the
// same US origination numbers (10DLC or toll-free), and families there are US school families.
// AWS's usage report names them by their own ISO code, so their price line is checked on the bill.
//
// Sources: NANPA's list of NANP countries and their area codes; AWS SNS "Supported countries and
// regions" (US territories with the US origination requirement).

/** Area codes of NANP members other than the US and Canada. */
export const nonUsCanadaNanpAreaCodes = [
  '242', // Bahamas
  '246', // Barbados
  '264', // Anguilla
  '268', // Antigua and Barbuda
  '284', // British Virgin Islands
  '345', // Cayman Islands
  '441', // Bermuda
  '473', // Grenada
  '649', // Turks and Caicos Islands
  '658', // Jamaica
  '664', // Montserrat
  '721', // Sint Maarten
  '758', // Saint Lucia
  '767', // Dominica
  '784', // Saint Vincent and the Grenadines
  '809', // Dominican Republic
  '829', // Dominican Republic
  '849', // Dominican Republic
  '868', // Trinidad and Tobago
  '869', // Saint Kitts and Nevis
  '876', // Jamaica
] as const;

/** Premium-rate numbers: the caller pays per message or minute, never a family's mobile. */
export const premiumRateAreaCodes = ['900'] as const;

const refused: ReadonlySet<string> = new Set([...nonUsCanadaNanpAreaCodes, ...premiumRateAreaCodes]);

/**
 * Whether a text may go to this area code: a NANP area code (first digit 2-9, not an N11 service
 * code such as 411 or 911) of the US or Canada.
 */
export function textableAreaCode(areaCode: string): boolean {
  if (!/^[2-9]\d\d$/u.test(areaCode) || areaCode.endsWith('11')) return false;
  return !refused.has(areaCode);
}
