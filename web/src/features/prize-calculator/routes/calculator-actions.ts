// The calculator's route action: run a calculation, or make one draft cart per vendor from the
// calculation shown (with its click's Idempotency-Key). Refusals come back as outcomes the forms
// show, with the API's message.
import type { ActionFunctionArgs } from 'react-router';
import { refusedOr } from '../../../components/form/refused-or';
import { ApiError } from '../../../lib/api-client';
import { createCartsFromCalculation, runPrizeCalculator } from '../api/calculator-calls';
import type { CalculateOutcome, CalculatorRequest, CreateCartsOutcome } from './calculator-requests';

async function createCarts(
  body: Extract<CalculatorRequest, { intent: 'create-carts' }>,
): Promise<CreateCartsOutcome> {
  try {
    const answer = await createCartsFromCalculation(body.request, body.idempotencyKey);
    return { ok: true, carts: answer.Carts };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message, retryable: error.status === 0 || error.status >= 500 };
  }
}

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
      return createCarts(body);
  }
}
