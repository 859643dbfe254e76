// The gym's screen (GetEventDayScreen, docs/event-day.md "The screen"): DynamoDB requests per
// screen read (the bench's counter, on the demo's live Thon), and origin requests per minute for
// 1,000 viewers refreshing every 5 s, two ways: computed from the route's cache policy per edge
// location, and counted through a small emulation of one shared cache in front of the local API
// (bench/shared-cache-emulation.ts), 60 s of simulated time. Numbers only.
// Alone: `npx tsx bench/eventday-screen.ts`; --json prints the figures.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLocalStack } from '@thon/functions/dev/local-stack';
import { repositoryRoot } from '@thon/infra/lib/repository';
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { installDynamoDbCounter, takeCounts } from './dynamodb-counter';
import { table } from './measure';
import { arrangeScreenThon } from './screen-thon';
import { emulateSharedCache, type EmulationFigures } from './shared-cache-emulation';

export interface ScreenFigures {
  eventCode: string;
  status: number;
  cacheControl: string;
  classes: number;
  totalLaps: number;
  dynamoDbPerRead: number;
  commands: string;
  itemsRead: number;
  localMs: number;
  /** The same read on a Thon of `schoolRunners` runners with `schoolLaps` counted laps each. */
  school: { dynamoDbPerRead: number; commands: string; itemsRead: number; localMs: number };
  viewers: number;
  refreshSeconds: number;
  computedPerMinute: number;
  emulated: EmulationFigures;
  emulatedSeconds: number;
  dynamoDbPerMinute: number;
}

const reads = 5;
const schoolRunners = 600;
const schoolLaps = 30;
const viewers = 1_000;
const refreshSeconds = 5;
const emulatedSeconds = 60;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function measureEventDayScreen(): Promise<ScreenFigures> {
  // The scheduled jobs stay quiet (a day): their requests would be counted as the screen's.
  const stack = await startLocalStack({
    emulatorPort: 0,
    gatewayPort: 0,
    seed: true,
    sweepIntervalMs: 86_400_000,
    deliverPaymentWebhooks: false,
  });
  try {
    installDynamoDbCounter();
    const live = stack.info.events.find((event) => new Date(event.endDate).getTime() > Date.now());
    if (!live) throw new Error('the demo data has no live event');
    const screenUrl = (eventCode: string) =>
      new URL(eventDayRoutes.getEventDayScreen.path.replace('{eventCode}', eventCode), stack.info.apiUrl);
    const read = async (url = screenUrl(live.eventCode)) => {
      takeCounts();
      const started = performance.now();
      const answer = await fetch(url);
      const body = (await answer.json()) as { Classes?: unknown[]; TotalLaps?: number };
      return {
        ms: performance.now() - started,
        counts: takeCounts(),
        status: answer.status,
        cacheControl: answer.headers.get('cache-control') ?? '',
        body,
      };
    };
    await read(); // warm: the handler's first import and the client's connection
    type Read = Awaited<ReturnType<typeof read>>;
    const measured: Read[] = [];
    for (let index = 0; index < reads; index += 1) measured.push(await read());
    const last = measured[measured.length - 1];
    if (!last) throw new Error('no read measured');
    const localMs = median(measured.map((one) => one.ms));
    const commandsOf = (counts: Read['counts']) =>
      [...counts.commands].map(([name, count]) => `${name.replace(/Command$/u, '')}×${count}`).join(' ');

    const schoolUrl = screenUrl(await arrangeScreenThon(schoolRunners, schoolLaps));
    takeCounts();
    await read(schoolUrl);
    const school: Read[] = [];
    for (let index = 0; index < reads; index += 1) school.push(await read(schoolUrl));
    const lastSchool = school[school.length - 1];
    if (!lastSchool) throw new Error('no school read measured');
    const { cache } = eventDayRoutes.getEventDayScreen as { cache?: { sMaxAge: number } };
    if (!cache) throw new Error('GetEventDayScreen has no cache policy');
    const sMaxAge = cache.sMaxAge;

    let originRequests = 0;
    const emulated = await emulateSharedCache({
      viewers,
      refreshMs: refreshSeconds * 1000,
      seconds: emulatedSeconds,
      originMs: localMs,
      fetchOrigin: async () => {
        const one = await read();
        originRequests += one.counts.handler;
        return one.cacheControl;
      },
    });
    return {
      eventCode: live.eventCode,
      status: last.status,
      cacheControl: last.cacheControl,
      classes: last.body.Classes?.length ?? 0,
      totalLaps: last.body.TotalLaps ?? 0,
      dynamoDbPerRead: median(measured.map((one) => one.counts.handler)),
      commands: commandsOf(last.counts),
      itemsRead: last.counts.itemsRead,
      localMs,
      school: {
        dynamoDbPerRead: median(school.map((one) => one.counts.handler)),
        commands: commandsOf(lastSchool.counts),
        itemsRead: lastSchool.counts.itemsRead,
        localMs: median(school.map((one) => one.ms)),
      },
      viewers,
      refreshSeconds,
      // One edge location refetches a path at most once per s-maxage, whatever its viewers: with
      // stale-while-revalidate the refetch starts on the first ask after s-maxage and the stale copy
      // answers meanwhile, so no viewer waits and no second fetch starts.
      computedPerMinute: Math.ceil(60 / sMaxAge),
      emulated,
      emulatedSeconds,
      dynamoDbPerMinute: originRequests * (60 / emulatedSeconds),
    };
  } finally {
    await stack.stop();
  }
}

/** In a child process of its own, as the other stacks the bench starts (see bench/share-blast.ts). */
export async function measureEventDayScreenApart(): Promise<ScreenFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--json'],
    { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ScreenFigures;
}

export function printEventDayScreen(figures: ScreenFigures): void {
  console.log(
    `\nEvent day screen: GetEventDayScreen on the demo's live Thon (${figures.eventCode}: ${figures.classes} classes,\n` +
      `${figures.totalLaps} laps) and on a school's Thon (${schoolRunners} runners in 24 classes, each tally with its\n` +
      `${schoolLaps} counted laps: items of their real size, written bench-side), median of ${reads} reads each through\n` +
      `the local gateway (status ${figures.status}, Cache-Control "${figures.cacheControl}"). A Query answers at most\n` +
      '1 MB a page, so a big Thon costs a page more.\n',
  );
  const { school } = figures;
  console.log(
    table(
      ['Thon', 'DynamoDB/read', 'commands', 'items read', 'local ms'],
      [
        [
          `demo ${figures.eventCode}`,
          figures.dynamoDbPerRead,
          figures.commands,
          figures.itemsRead,
          figures.localMs.toFixed(0),
        ],
        [
          `${schoolRunners} runners x ${schoolLaps} laps`,
          school.dynamoDbPerRead,
          school.commands,
          school.itemsRead,
          school.localMs.toFixed(0),
        ],
      ],
    ),
  );
  const { emulated } = figures;
  console.log(
    `\nOrigin requests for ${figures.viewers.toLocaleString('en-US')} viewers refreshing every ${figures.refreshSeconds} s. computed = the cache\n` +
      'policy: one edge location refetches the path at most once per s-maxage whatever its viewers\n' +
      '(viewers spread over N edge locations: at most N times that). emulated = one shared cache\n' +
      `in front of the local API, ${figures.emulatedSeconds} s of simulated time, each origin fetch a real request\n` +
      `taking the median local time above; its DynamoDB requests counted.\n`,
  );
  console.log(
    table(
      ['figure', 'viewer requests', 'origin req/min', 'fresh', 'stale', 'waited', 'DynamoDB/min'],
      [
        ['computed (per edge location)', '-', figures.computedPerMinute, '-', '-', '-', '-'],
        [
          'emulated (one shared cache)',
          emulated.viewerRequests,
          (emulated.originFetches * 60) / figures.emulatedSeconds,
          emulated.fresh,
          emulated.stale,
          emulated.waited,
          figures.dynamoDbPerMinute,
        ],
      ],
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const figures = await measureEventDayScreen();
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  else printEventDayScreen(figures);
  process.exit(0);
}
