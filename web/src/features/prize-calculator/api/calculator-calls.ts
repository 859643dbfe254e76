// The calculator page's calls, typed from the shared route table: run a calculation, and make the
// draft carts of one (with the click's Idempotency-Key, so a retry answers the same carts).
import { prizeCalculatorRoutes } from '@thon/shared/api/routes/prize-calculator';
import type {
  CalculatorCarts,
  PrizeCalculation,
  RunPrizeCalculatorRequestInput,
} from '@thon/shared/api/schemas/prize-calculator';
import { callApi } from '../../../lib/api-client';

export type { CalculatorCarts, PrizeCalculation, RunPrizeCalculatorRequestInput };

export function runPrizeCalculator(request: RunPrizeCalculatorRequestInput): Promise<PrizeCalculation> {
  return callApi(prizeCalculatorRoutes.runPrizeCalculator, { body: request, query: {} });
}

export function createCartsFromCalculation(
  request: RunPrizeCalculatorRequestInput,
  idempotencyKey: string,
): Promise<CalculatorCarts> {
  return callApi(
    prizeCalculatorRoutes.createCartsFromCalculation,
    { body: request, query: {} },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
