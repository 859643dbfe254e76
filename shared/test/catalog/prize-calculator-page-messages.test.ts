import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/prize-calculator-page-messages';

// The prize calculator page's own wording, typed here character for character.
const pinned: [string, unknown, string][] = [
  [
    'calculatorForBuyersOnly',
    messages.calculatorForBuyersOnly,
    'The calculator is for the schools and franchises that order prizes.',
  ],
  [
    'calculatorBasisHistory',
    messages.calculatorBasisHistory(['Fun Run 2025', 'Fun Run 2024'], 'Lincoln Elementary'),
    'Based on 2 past Thons of Lincoln Elementary: Fun Run 2025, Fun Run 2024',
  ],
  ['calculatorBasisDefault', messages.calculatorBasisDefault, 'Based on a typical fun run (no past Thons)'],
  ['calculatorBasisEdited', messages.calculatorBasisEdited, 'Your percentages'],
  ['calculatorWithBuffer', messages.calculatorWithBuffer('44', 10), '44 with the 10% buffer'],
  ['calculatorRoundedToPacks', messages.calculatorRoundedToPacks('12'), 'rounded up to packs of 12'],
  ['calculatorRaisedToMinimum', messages.calculatorRaisedToMinimum('50'), 'raised to the minimum of 50'],
  ['calculatorThonRequired', messages.calculatorThonRequired, 'Choose a Thon.'],
  ['calculatorBudgetNotValid', messages.calculatorBudgetNotValid, 'Enter the budget in dollars, e.g. 2500.'],
  [
    'calculatorOrderingForBuyers',
    messages.calculatorOrderingForBuyers,
    "Draft orders are made by the Thon's organizer, the franchise's users and super admins.",
  ],
  [
    'calculatorCartsMade',
    messages.calculatorCartsMade(2),
    '2 draft carts were made, one per vendor. Open each in the cart builder to check and submit it.',
  ],
];

describe('prize calculator page messages', () => {
  it.each(pinned)('%s reads exactly as written', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names one past Thon and one cart in the singular, and a history without a name plainly', () => {
    expect(messages.calculatorBasisHistory(['Fun Run 2025'])).toBe('Based on 1 past Thon: Fun Run 2025');
    expect(messages.calculatorCartsMade(1)).toBe(
      'One draft cart was made. Open it in the cart builder to check and submit it.',
    );
  });

  it('has a pin for every message', () => {
    expect(Object.keys(messages).sort()).toEqual(pinned.map(([name]) => name).sort());
  });
});
