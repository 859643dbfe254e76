// What the calculator's forms post to its route action (calculator-actions.ts) and what it answers.
// A calculation's answer keeps the request it answered: the draft carts are made from exactly that
// request, whatever the form holds since.
import type { Refused } from '../../../components/form/refused-or';
import type {
  CalculatorCarts,
  PrizeCalculation,
  RunPrizeCalculatorRequestInput,
} from '../api/calculator-calls';

export type CalculatorRequest =
  | { intent: 'calculate'; request: RunPrizeCalculatorRequestInput }
  | { intent: 'create-carts'; request: RunPrizeCalculatorRequestInput; idempotencyKey: string };

export type CalculateOutcome =
  { ok: true; calculation: PrizeCalculation; request: RunPrizeCalculatorRequestInput } | Refused;

/** The carts made (or made before with the same key), or the API's refusal. */
export type CreateCartsOutcome = { ok: true; carts: CalculatorCarts['Carts'] } | Refused;
