// POST /api/prize-calculator/CreateCartsFromCalculation — one draft cart per vendor from the calculation (see domain/prize-calculator/create-carts.ts).
import { prizeCalculatorRoutes } from '@thon/shared/api/routes/prize-calculator';
import { prizeCalculatorCartDeps } from '../../composition/prize-calculator-carts';
import { createCartsFromCalculation } from '../../domain/prize-calculator/create-carts';
import { api } from '../../platform/http-api';

export const handler = api(prizeCalculatorRoutes.createCartsFromCalculation).handler(
  ({ caller, body, event }) =>
    createCartsFromCalculation(prizeCalculatorCartDeps, caller, body, event.headers['idempotency-key']),
);
