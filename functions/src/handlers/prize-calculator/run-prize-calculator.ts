// POST /api/prize-calculator/RunPrizeCalculator — a Thon's prizes and supplies to order (see domain/prize-calculator/run-calculator.ts).
import { prizeCalculatorRoutes } from '@thon/shared/api/routes/prize-calculator';
import { prizeCalculatorDeps } from '../../composition/prize-calculator';
import { runPrizeCalculator } from '../../domain/prize-calculator/run-calculator';
import { api } from '../../platform/http-api';

export const handler = api(prizeCalculatorRoutes.runPrizeCalculator).handler(({ caller, body }) =>
  runPrizeCalculator(prizeCalculatorDeps, caller, body),
);
