// The calculator's route action: run a calculation, or make one draft cart per vendor from the
// calculation shown (with that result's Idempotency-Key). Refusals come back as outcomes the forms
// show, with the API's message.
import type { ActionFunctionArgs } from 'react-router';
import { refusedOr } from '../../../components/form/refused-or';
import { createCartsFromCalculation, runPrizeCalculator } from '../api/calculator-calls';
import type { CalculateOutcome, CalculatorRequest, CreateCartsOutcome } from './calculator-requests';

export async function calculatorAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as CalculatorRequest;
  switch (body.intent) {
    case 'calculate':
      return refusedOr<CalculateOutcome>(async () => ({
        ok: true,
        calculation: await runPrizeCalculator(body.request),
        request: body.request,
      }));
    case 'create-carts':
      return refusedOr<CreateCartsOutcome>(async () => ({
        ok: true,
        carts: (await createCartsFromCalculation(body.request, body.idempotencyKey)).Carts,
      }));
  }
}
