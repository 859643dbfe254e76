// The calculator's form and its result. The buyer picks one of their Thons, a buffer (10% unless
// changed) and an optional budget in dollars (sent as integer cents), and calculates. The answer's
// expected percent per level then prefills a field per level; a level whose percent the buyer
// edits is sent as theirs (ExpectedPercents) on the next calculation, and the answer says the
// basis is theirs. Choosing another Thon starts over. Inputs are checked with the API's own schema
// before anything is sent.
import { useId, useState } from 'react';
import {
  defaultCalculatorBufferPercent,
  runPrizeCalculatorRequestSchema,
} from '@thon/shared/api/schemas/prize-calculator';
import {
  calculatorBudgetNotValid,
  calculatorThonRequired,
} from '@thon/shared/catalog/prize-calculator-page-messages';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { BuyerThon } from '@/features/shop-orders/api/buyer-thons';
import type { RunPrizeCalculatorRequestInput } from '../api/calculator-calls';
import type { CalculateOutcome, CalculatorRequest } from '../routes/calculator-requests';
import { CalculationResult } from './calculation-result';
import { budgetCentsOf } from './calculator-format';
import { ExpectedPercentFields } from './expected-percent-fields';

type Shown = Extract<CalculateOutcome, { ok: true }>;

const notCalculated = (message: string) => ({ title: 'Not calculated', message });

export function CalculatorPlanner({
  thons,
  initialThonId,
  mayOrder,
}: {
  thons: readonly BuyerThon[];
  initialThonId: string;
  mayOrder: boolean;
}) {
  const { busy, answer, note, say, submit } = useActionFetcher<CalculateOutcome>();
  const [thonId, setThonId] = useState(initialThonId);
  const [buffer, setBuffer] = useState(String(defaultCalculatorBufferPercent));
  const [budget, setBudget] = useState('');
  /** The percents the buyer typed, by level (kept across calculations of the same Thon). */
  const [edited, setEdited] = useState<Readonly<Record<string, string>>>({});
  const [shown, setShown] = useState<{ outcome: Shown; serial: number } | undefined>(undefined);
  const ids = { form: useId(), thon: useId(), buffer: useId(), budget: useId() };

  // A new answer replaces the result shown (adjusted while rendering, as React advises for state
  // that follows a changing value); the serial remounts the draft-order form: a new click intent.
  if (answer?.ok && answer !== shown?.outcome)
    setShown({ outcome: answer, serial: (shown?.serial ?? 0) + 1 });
  const result = shown?.outcome.calculation.ThonId === thonId ? shown : undefined;

  const chooseThon = (next: string) => {
    setThonId(next);
    setEdited({});
  };

  const calculate = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!thonId) {
      say(notCalculated(calculatorThonRequired));
      return;
    }
    const budgetCents = budgetCentsOf(budget);
    if (budgetCents === undefined) {
      say(notCalculated(calculatorBudgetNotValid));
      return;
    }
    const levelIds = new Set(result?.outcome.calculation.Levels.map((level) => level.LevelId));
    const percents = Object.entries(edited)
      .filter(([levelId]) => levelIds.has(levelId))
      .map(([LevelId, typed]) => ({ LevelId, Percent: typed.trim() === '' ? Number.NaN : Number(typed) }));
    const request: RunPrizeCalculatorRequestInput = {
      ThonId: thonId,
      BufferPercent: buffer.trim() === '' ? Number.NaN : Number(buffer),
      ...(budgetCents === null ? {} : { BudgetCents: budgetCents }),
      ...(percents.length > 0 ? { ExpectedPercents: percents } : {}),
    };
    const checked = runPrizeCalculatorRequestSchema.safeParse(request);
    if (!checked.success) {
      say(notCalculated(checked.error.issues[0]?.message ?? ''));
      return;
    }
    const body: CalculatorRequest = { intent: 'calculate', request };
    void submit(body);
  };

  const status = note ?? (answer && !answer.ok ? notCalculated(answer.message) : noStatus);
  return (
    <>
      <form aria-labelledby={ids.form} onSubmit={calculate} noValidate>
        <h2 id={ids.form}>Plan</h2>
        <div className="shop-report-filters">
          <div className="field">
            <label htmlFor={ids.thon}>Thon</label>
            <select id={ids.thon} value={thonId} onChange={(e) => chooseThon(e.target.value)}>
              <option value="">Choose a Thon</option>
              {thons.map((thon) => (
                <option key={thon.EventId} value={thon.EventId}>
                  {thon.Name} ({thon.StartDate})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.buffer}>Buffer (%)</label>
            <input
              id={ids.buffer}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={buffer}
              onChange={(e) => setBuffer(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.budget}>Budget ($, optional)</label>
            <input
              id={ids.budget}
              inputMode="decimal"
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
            />
          </div>
        </div>
        {result && (
          <ExpectedPercentFields
            levels={result.outcome.calculation.Levels}
            edited={edited}
            onChange={setEdited}
          />
        )}
        <p>
          <button type="submit" aria-disabled={busy}>
            {busy ? 'Calculating…' : 'Calculate'}
          </button>
        </p>
        <FormStatus status={status} toastFor={answer && !answer.ok ? answer : undefined} />
      </form>
      {result && (
        <CalculationResult
          key={result.serial}
          calculation={result.outcome.calculation}
          request={result.outcome.request}
          mayOrder={mayOrder}
        />
      )}
    </>
  );
}
