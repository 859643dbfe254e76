import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/prize-calculator-messages';

// The prize calculator's warnings and refusals, typed here character for character.
describe('prize calculator messages', () => {
  it.each([
    [
      messages.calculatorNoProgramme,
      'This Thon has no prize programme with levels yet. Add its levels before running the calculator.',
    ],
    [messages.calculatorUnknownLevel('abc'), 'The programme has no level abc.'],
    [messages.calculatorLevelTwice, 'Give each level at most one expected percent.'],
    [
      messages.calculatorPercentsRise('Gold', 'Silver'),
      'Gold cannot expect more students than Silver, a lower level.',
    ],
    [
      messages.calculatorOverBudget(123_450, 100_000),
      'The prizes and supplies cost $1,234.50, over the budget of $1,000.',
    ],
    [
      messages.calculatorOverRaiseShare(123_400, 1_000_000),
      'The prizes and supplies cost $1,234, more than 10% of the expected raise of $10,000.',
    ],
    [
      messages.calculatorNoSizes('Glow Shirt'),
      'No one on the roster has a shirt size yet, so Glow Shirt is counted without sizes: choose the sizes in the cart.',
    ],
    [
      messages.calculatorProductGone('Glow Shirt'),
      'Glow Shirt is no longer sold by its vendor and was left out.',
    ],
    [
      messages.calculatorNoParticipants,
      'The roster has no participants yet, so no prizes or supplies are counted.',
    ],
    [
      messages.calculatorKeyReused,
      'This Idempotency-Key was already used for a different calculation. Use a new key.',
    ],
    [messages.calculatorCartsInProgress, 'These carts are still being made. Try again in a minute.'],
    [messages.calculatorNothingToOrder, 'The calculation has nothing to order.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
