// `npx tsx bench/cost/print.ts`: the cost of one Thon from the figures the last `npm run bench`
// measured (bench/cost/last-measured.json), without running the bench; --markdown prints the
// tables as docs/cost.md shows them.
import { costMarkdown, costReport } from './cost-report';
import { lastMeasuredFile, readLastMeasured } from './figures';

try {
  const measured = readLastMeasured();
  console.log(process.argv.includes('--markdown') ? costMarkdown(measured) : costReport(measured).text);
} catch (error) {
  console.error(
    `No measured figures in ${lastMeasuredFile} (${error instanceof Error ? error.message : String(error)}): run npm run bench.`,
  );
  process.exit(1);
}
