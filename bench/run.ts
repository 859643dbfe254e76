// `npm run bench`: prints the figures the issues ask for. Numbers only, no pass/fail.
import { latency, measureApiCalls } from './api-calls';
import { coldRuns, measureFunctions } from './function-bundles';
import { measureFloors } from './function-floor';
import { floorLimit, functionTable, routeLimitBytes, routeTable, withinFloorSummary } from './floor-report';
import { donorPagesTable, lighthouseRuns, measureLighthouseApart } from './lighthouse';
import { kib, table } from './measure';
import { measureRoutes } from './web-routes';
import { measureWeb, webOutDir } from './web-size';
import type { PledgeLoadFigures } from './pledge-load';
import { awsAssumptions, type ProcessingFigures } from './processing-load';
import { measureShareBlastApart, printShareBlast } from './share-blast';
import { measureCardFloodApart, printCardFlood } from './card-flood';
import { measureLapLoadApart, printLapLoad, type LapLoadFigures } from './lap-load';
import { measureEventDayScreenApart, printEventDayScreen } from './eventday-screen';
import { measureFuzzPass, printFuzzPass } from './fuzz-pass';
import { measureStacks, stackTable } from './stack-sizes';
import type { StackTemplate } from '@thon/functions/dev/stack-templates';
import { printThonCost } from './cost/bench-line';

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // The prod stacks are kept for the cost line (the functions' memory).
  let prodStacks: StackTemplate[] | undefined;
  for (const stage of ['dev', 'prod'] as const) {
    console.log(
      `CloudFormation stacks (${stage}; nested ones as ThonApi/<area>): resources (CloudFormation allows 500, our test 250) and template size (1 MB allowed, our test 800 KiB).\n`,
    );
    const stacks = measureStacks(stage);
    if (stage === 'prod') prodStacks = stacks;
    console.log(`${stackTable(stacks)}\n`);
  }
  console.log(
    `Functions (bundled as CDK deploys them; cold import = median of ${coldRuns} fresh Node processes).\n` +
      'floor a = a handler doing one DynamoDB GetItem (lib-dynamodb); floor b = the same plus a small zod\n' +
      `parse. "x floor" = ratio to floor a; "!" marks above ${floorLimit}x (the cold-start target).\n`,
  );
  const floors = await measureFloors();
  const functions = await measureFunctions();
  console.log(functionTable(floors, functions));
  console.log(`\n${withinFloorSummary(floors.getItem, functions)}`);

  console.log('\nWeb build (all chunks)\n');
  const web = await measureWeb();
  console.log(
    table(
      ['assets', 'files', 'raw', 'gzip'],
      web.map((asset) => [asset.kind, asset.files, kib(asset.rawBytes), kib(asset.gzipBytes)]),
    ),
  );
  console.log(
    "\nJS gzip per route on a first visit (entry chunk + its static imports + the route's lazy modules\n" +
      `and their static imports, from Vite's manifest); "!" marks above ${kib(routeLimitBytes)}.\n`,
  );
  const routes = measureRoutes(webOutDir);
  console.log(routeTable(routes));

  console.log(
    '\nDonor pages of the production build: Lighthouse mobile (its default profile: simulated\n' +
      'slow 4G and 4x CPU slowdown) on the build above, served by vite preview with the API proxied to a\n' +
      `local stack with the demo data (live event, its first runner, its landing page /lincoln-runs); of ${lighthouseRuns} runs\n` +
      'per page, the one of median performance. first-load JS = the route row above (landing page: :landingUrl).\n',
  );
  try {
    console.log(donorPagesTable(await measureLighthouseApart(webOutDir), routes));
  } catch (error) {
    console.log(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
  }

  const loadSeconds = 10;
  const concurrency = 20;
  const { calls, loads, pledgeLoad, processing } = await measureApiCalls({
    loadSeconds,
    concurrency,
    pledges: 5_000,
    pledgeConcurrency: 25,
  });
  console.log(
    "\nDynamoDB requests per API call, counted by an SDK middleware on the handlers' client (one per\n" +
      'command: a batch or transaction counts once). Local stack, seeded data, calls in sequence.\n' +
      'authorizer = the Lambda authorizer\'s own requests ("-" on public routes); route fn = the route\n' +
      "function's; items read = items its reads returned; provider = requests the payment provider\n" +
      '(the local Stripe stand-in) received; ms = local round trip (moto, not AWS).\n',
  );
  console.log(
    table(
      [
        'call',
        'route',
        'status',
        'authorizer',
        'route fn',
        'items read',
        'commands (route fn)',
        'provider',
        'ms',
      ],
      calls.map((call) => [
        call.call,
        call.route,
        call.status,
        call.authorizer ?? '-',
        call.handler,
        call.itemsRead,
        call.commands || '(none)',
        call.provider,
        call.ms.toFixed(0),
      ]),
    ),
  );
  console.log(
    `\nPublic event page through the local gateway: ${concurrency} keep-alive clients for ${loadSeconds} s from a\n` +
      'child process (loopback). moto is single-threaded (and its GSI Query scans the whole table) and the\n' +
      'in-process handlers share one Node event loop, so this is a local floor, not AWS capacity.\n' +
      'seconds include finishing the requests in flight at the deadline; table items = whole table.\n',
  );
  console.log(
    table(
      [
        'event page',
        'participants',
        'table items',
        'requests',
        'seconds',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'DynamoDB/req',
      ],
      loads.map((load) => {
        const { p50, p95, p99 } = latency(load.result);
        return [
          load.page,
          load.participants,
          load.tableItems,
          load.result.requests,
          load.result.seconds.toFixed(1),
          (load.result.requests / load.result.seconds).toFixed(1),
          p50.toFixed(0),
          p95.toFixed(0),
          p99.toFixed(0),
          load.result.errors,
          (load.dynamoDbRequests / Math.max(1, load.result.requests)).toFixed(2),
        ];
      }),
    ),
  );
  printPledgeLoad(pledgeLoad);
  printProcessing(processing);

  // The invitation sends, with a local stack of their own (in a child process).
  printShareBlast(await measureShareBlastApart());

  // The card-testing flood, with a local stack of its own (in a child process).
  printCardFlood(await measureCardFloodApart());

  // Event day's lap load: 600 runners x 30 laps from 10 counting codes, with a local stack of its own.
  let lapLoad: LapLoadFigures | undefined;
  try {
    lapLoad = await measureLapLoadApart();
    printLapLoad(lapLoad);
  } catch (error) {
    console.log(`\nThe lap load could not run: ${error instanceof Error ? error.message : String(error)}`);
  }

  // The gym's screen: DynamoDB per read, origin requests for 1,000 viewers (a local stack of its own).
  try {
    printEventDayScreen(await measureEventDayScreenApart());
  } catch (error) {
    console.log(
      `\nThe screen figures could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  // The fuzz stage's pace and findings, with a local stack of its own (in a child process).
  try {
    printFuzzPass(measureFuzzPass());
  } catch (error) {
    console.log(`\nThe fuzz pass could not run: ${error instanceof Error ? error.message : String(error)}`);
  }

  // The AWS cost of one Thon from this run's figures (stored for bench/cost/print.ts).
  printThonCost({
    calls,
    processing,
    ...(lapLoad ? { lapLoad } : {}),
    ...(prodStacks ? { prodStacks } : {}),
  });
}

function printProcessing(figures: ProcessingFigures): void {
  console.log(
    `\nProcessing after the Thon completes: the local queue poller and worker charge its per-unit pledges\n` +
      "against the stand-in (one worker locally). AWS estimate for 10,000 pledges: the worker's\n" +
      `concurrency ${awsAssumptions.workerConcurrency}, one pledge at a time per worker, Stripe ~${awsAssumptions.stripeMs} ms per call and DynamoDB\n` +
      `~${awsAssumptions.dynamoDbMs} ms per request (assumptions, not measurements).\n`,
  );
  console.log(
    table(
      [
        'pledges',
        'local seconds',
        'local pledges/s',
        'DynamoDB/pledge',
        'provider/pledge',
        'AWS minutes for 10,000',
      ],
      [
        [
          figures.pledges,
          figures.seconds.toFixed(1),
          (figures.pledges / figures.seconds).toFixed(1),
          figures.dynamoDbPerPledge.toFixed(2),
          figures.providerPerPledge.toFixed(2),
          figures.awsMinutesFor10k.toFixed(1),
        ],
      ],
    ),
  );
}

function printPledgeLoad(figures: PledgeLoadFigures): void {
  console.log(
    `\nEvent day: ${figures.pledges} CreatePledge calls on the imported event, ${figures.concurrency} in flight, each\n` +
      'from its own loopback address, half flat gifts (charged, raised) and half per-unit (card saved).\n' +
      'Sums: the flat gifts answered 200, in cents, against the event page (one Query summing the\n' +
      "participants' raisedCents) and the organizer report's pledge count.\n",
  );
  console.log(
    table(
      [
        'pledges',
        'seconds',
        'pledges/s',
        'answers',
        'expected raised ¢',
        'event page raised ¢',
        'report count',
      ],
      [
        [
          figures.pledges,
          figures.seconds.toFixed(1),
          (figures.pledges / figures.seconds).toFixed(1),
          figures.statuses,
          figures.expectedRaisedCents,
          figures.eventPageRaisedCents,
          figures.reportCount,
        ],
      ],
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
