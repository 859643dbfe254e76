// A calculation on screen: what the expected students rest on, the warnings (over budget, above
// 10% of the expected raise) in an alert, the expected (and after the start, actual) students per
// level, each level's prizes and the supplies with their rounding and cost, the totals, and the
// draft order made from it (for those who may order).
import { useId } from 'react';
import type { PrizeCalculation } from '@thon/shared/api/schemas/prize-calculator';
import { calculatorNothingToOrder } from '@thon/shared/catalog/prize-calculator-messages';
import { calculatorOrderingForBuyers } from '@thon/shared/catalog/prize-calculator-page-messages';
import { formatCents } from '@/features/shop-orders/components/order-format';
import type { RunPrizeCalculatorRequestInput } from '../api/calculator-calls';
import { amount, basisLine, percentWords } from './calculator-format';
import { CreateCartsForm } from './create-carts-form';
import { ItemsTable } from './items-table';
import { LevelsOverview } from './levels-overview';

function LevelPrizes({
  level,
  bufferPercent,
}: {
  level: PrizeCalculation['Levels'][number];
  bufferPercent: number;
}) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{level.Name}</h3>
      <p>
        {amount(level.ExpectedStudents)} {level.ExpectedStudents === 1 ? 'student' : 'students'} expected (
        {percentWords(level.ExpectedPercent)})
        {level.ActualAwards !== null && `; ${amount(level.ActualAwards)} awarded so far`}.
      </p>
      {level.Items.length === 0 ? (
        <p>No prizes at this level.</p>
      ) : (
        <ItemsTable
          rows={{ kind: 'prizes', items: level.Items }}
          bufferPercent={bufferPercent}
          label={`Prizes: ${level.Name}`}
        />
      )}
    </section>
  );
}

export function CalculationResult({
  calculation,
  request,
  mayOrder,
}: {
  calculation: PrizeCalculation;
  /** The request this calculation answered: the draft order is made from exactly it. */
  request: RunPrizeCalculatorRequestInput;
  mayOrder: boolean;
}) {
  const ids = { heading: useId(), levels: useId(), supplies: useId() };
  const share =
    calculation.ExpectedRaiseCents > 0
      ? ` (${percentWords(Math.round((calculation.TotalCostCents * 1000) / calculation.ExpectedRaiseCents) / 10)} of the expected raise)`
      : '';
  const anything =
    calculation.Supplies.length > 0 || calculation.Levels.some((level) => level.Items.length > 0);
  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Prizes for {calculation.ThonName}</h2>
      <p>{basisLine(calculation)}</p>
      {calculation.Warnings.length > 0 && (
        <div role="alert" aria-label="Warnings">
          <ul>
            {calculation.Warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="shop-totals">
        <dt>Participants</dt>
        <dd>{amount(calculation.Participants)}</dd>
        <dt>Buffer</dt>
        <dd>{calculation.BufferPercent}%</dd>
        <dt>Expected raise</dt>
        <dd>{formatCents(calculation.ExpectedRaiseCents)}</dd>
        {calculation.BudgetCents !== null && (
          <>
            <dt>Budget</dt>
            <dd>{formatCents(calculation.BudgetCents)}</dd>
          </>
        )}
        <dt>Total cost</dt>
        <dd>
          <strong>{formatCents(calculation.TotalCostCents)}</strong>
          {share}
        </dd>
      </dl>
      <section aria-labelledby={ids.levels}>
        <h2 id={ids.levels}>Levels</h2>
        <LevelsOverview calculation={calculation} />
        {calculation.Levels.map((level) => (
          <LevelPrizes key={level.LevelId} level={level} bufferPercent={calculation.BufferPercent} />
        ))}
      </section>
      {calculation.Supplies.length > 0 && (
        <section aria-labelledby={ids.supplies}>
          <h2 id={ids.supplies}>Supplies</h2>
          <ItemsTable
            rows={{ kind: 'supplies', items: calculation.Supplies }}
            bufferPercent={calculation.BufferPercent}
            label="Supplies to order"
          />
        </section>
      )}
      {!anything ? (
        <p>{calculatorNothingToOrder}</p>
      ) : mayOrder ? (
        <CreateCartsForm request={request} />
      ) : (
        <p>{calculatorOrderingForBuyers}</p>
      )}
    </section>
  );
}
