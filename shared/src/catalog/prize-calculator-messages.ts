// The prize calculator's wording (docs/prizes.md, The calculator): its warnings and refusals, kept
// apart from messages.ts so only the calculator's page and functions load them. Staff-facing:
// English only.
import { formatDollars } from './money-format';

const dollars = (cents: number) => formatDollars(cents / 100);

export const calculatorNoProgramme =
  'This Thon has no prize programme with levels yet. Add its levels before running the calculator.';
export const calculatorUnknownLevel = (levelId: string) => `The programme has no level ${levelId}.`;
export const calculatorLevelTwice = 'Give each level at most one expected percent.';
export const calculatorPercentsRise = (higher: string, lower: string) =>
  `${higher} cannot expect more students than ${lower}, a lower level.`;
export const calculatorOverBudget = (costCents: number, budgetCents: number) =>
  `The prizes and supplies cost ${dollars(costCents)}, over the budget of ${dollars(budgetCents)}.`;
export const calculatorOverRaiseShare = (costCents: number, raiseCents: number) =>
  `The prizes and supplies cost ${dollars(costCents)}, more than 10% of the expected raise of ${dollars(raiseCents)}.`;
export const calculatorNoSizes = (product: string) =>
  `No one on the roster has a shirt size yet, so ${product} is counted without sizes: choose the sizes in the cart.`;
export const calculatorProductGone = (product: string) =>
  `${product} is no longer sold by its vendor and was left out.`;
export const calculatorNoParticipants =
  'The roster has no participants yet, so no prizes or supplies are counted.';
export const calculatorKeyReused =
  'This Idempotency-Key was already used for a different calculation. Use a new key.';
export const calculatorCartsInProgress = 'These carts are still being made. Try again in a minute.';
export const calculatorNothingToOrder = 'The calculation has nothing to order.';
