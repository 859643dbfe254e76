// The prize calculator page's own wording (/shop/reports/calculator, docs/prizes.md "The
// calculator"): the basis of the expected students, how a quantity was rounded, the form's refusals
// and the draft carts made. The API's warnings and refusals are in prize-calculator-messages.ts.
// Staff-facing (the schools and franchises that order prizes): English only.

/** A vendor who opens the page: the calculator is the buyers' tool, and no call is made. */
export const calculatorForBuyersOnly = 'The calculator is for the schools and franchises that order prizes.';

/** The basis line when past Thons gave the expected students; `whose` names the school or franchise. */
export function calculatorBasisHistory(thons: readonly string[], whose?: string): string {
  const count = thons.length === 1 ? '1 past Thon' : `${thons.length} past Thons`;
  return `Based on ${count}${whose ? ` of ${whose}` : ''}: ${thons.join(', ')}`;
}
export const calculatorBasisDefault = 'Based on a typical fun run (no past Thons)';
export const calculatorBasisEdited = 'Your percentages';

/** Why an ordered quantity is more than the need: the buffer, then packs, then the minimum order. */
export const calculatorWithBuffer = (requested: string, bufferPercent: number) =>
  `${requested} with the ${bufferPercent}% buffer`;
export const calculatorRoundedToPacks = (packSize: string) => `rounded up to packs of ${packSize}`;
export const calculatorRaisedToMinimum = (minimum: string) => `raised to the minimum of ${minimum}`;

export const calculatorThonRequired = 'Choose a Thon.';
export const calculatorBudgetNotValid = 'Enter the budget in dollars, e.g. 2500.';

/** A franchisee team leader plans the prizes; the Thon's buyers order them. */
export const calculatorOrderingForBuyers =
  "Draft orders are made by the Thon's organizer, the franchise's users and super admins.";
export const calculatorCartsMade = (count: number) =>
  count === 1
    ? 'One draft cart was made. Open it in the cart builder to check and submit it.'
    : `${count} draft carts were made, one per vendor. Open each in the cart builder to check and submit it.`;
