// The bench's cost line: the figures this run measured become the cost model's input, are stored
// for `npx tsx bench/cost/print.ts` (bench/cost/last-measured.json), and the cost is printed.
import { costReport } from './cost-report';
import { measuredFigures, writeLastMeasured, type BenchResults } from './figures';

export function printThonCost(results: BenchResults): void {
  const figures = measuredFigures(results);
  writeLastMeasured(figures);
  console.log(costReport(figures).text);
}
