// `npx tsx bench/cost/measure.ts [--runners N --laps N]`: only the bench parts the cost model reads
// (the API calls with a smaller pledge load and its processing, the lap load, the prod stacks'
// memory), stored in bench/cost/last-measured.json and printed as the cost of one Thon. Figures
// are per call, per pledge and per scan, so a smaller load measures the same; `npm run bench`
// measures them at full size with everything else.
import { measureApiCalls } from '../api-calls';
import { measureLapLoadApart, type LapLoadFigures } from '../lap-load';
import { measureStacks } from '../stack-sizes';
import { printThonCost } from './bench-line';

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const prodStacks = measureStacks('prod');
  // First: the child inherits this process's environment, which a local stack started here would
  // leave pointing at its stopped emulator.
  let lapLoad: LapLoadFigures | undefined;
  try {
    // The child process reads this process's arguments (--runners, --laps) for its size.
    lapLoad = await measureLapLoadApart();
  } catch (error) {
    console.log(`The lap load could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { calls, processing } = await measureApiCalls({
    loadSeconds: 2,
    concurrency: 5,
    pledges: 300,
    pledgeConcurrency: 10,
  });
  printThonCost({ calls, processing, prodStacks, ...(lapLoad ? { lapLoad } : {}) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
