// /shop/reports/calculator: a buyer plans a Thon's prizes from its programme (calculator-planner.tsx)
// and makes the draft order from the plan. A vendor may open the path (it is one of their shop
// pages) and is told whom the calculator is for; nothing is asked of the API for them.
import { useLoaderData } from 'react-router';
import { calculatorForBuyersOnly } from '@thon/shared/catalog/prize-calculator-page-messages';
import { CalculatorPlanner } from '../components/calculator-planner';
import type { CalculatorView } from './calculator-loader';
import '@/features/shop-reports/components/shop-reports.css';
import '@/features/shop-orders/components/shop-orders.css';

export function CalculatorPage() {
  const view = useLoaderData() as CalculatorView;
  return (
    <>
      <title>Prize calculator · Shop · Thon</title>
      <h1>Prize calculator</h1>
      {view.kind === 'vendor' ? (
        <p>{calculatorForBuyersOnly}</p>
      ) : (
        <>
          <p>
            From a Thon&apos;s prize programme: how many students are expected at each level, the prizes and
            supplies to order, rounded to the vendors&apos; packs and minimums, and their cost.
          </p>
          <CalculatorPlanner thons={view.thons} initialThonId={view.thonId} mayOrder={view.mayOrder} />
        </>
      )}
    </>
  );
}
