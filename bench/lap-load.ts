// Event day's lap load (docs/event-day.md): a Thon of 600 runners (--full; 100 by default, see
// sizeFrom), bibs issued, 10 volunteers with counting codes; 30 laps each over a simulated 20
// minutes (bench/lap-schedule.ts), each lap
// seen by one counter and ~10 % seen again by a second one within the cooldown, one counter offline
// for 10 simulated minutes whose scans go afterwards in batches of 50 (later than the others' later
// laps of the same runners), the online ones sending batches of 1 to 5. Then the units job, and
// every participant's units against the laps planned. ScannedAt is synthetic and in the recent
// past: the run sends as fast as the stack answers, simulated time kept in step across counters by
// 10-second windows. Numbers only.
// Alone: `npx tsx bench/lap-load.ts [--full | --runners N --laps N]`; --json prints the figures.
// `npm run bench -- --full` passes --full through to this step.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLocalStack } from '@thon/functions/dev/local-stack';
import { repositoryRoot } from '@thon/infra/lib/repository';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { installDynamoDbCounter, takeCounts, type Counts } from './dynamodb-counter';
import { planLaps, planSpanMs, seededRandom, type PlannedScan } from './lap-schedule';
import { table } from './measure';

export interface LapLoadFigures {
  runners: number;
  lapsEach: number;
  counters: number;
  scansSent: number;
  requests: number;
  httpErrors: string;
  results: string;
  lapsCounted: number;
  plannedDuplicates: number;
  simulatedMinutes: number;
  seconds: number;
  dynamoDbPerScan: number;
  dynamoDbCommands: string;
  /** DynamoDB request units billed per scan, whole run (for the cost model). */
  readUnitsPerScan: number;
  writeUnitsPerScan: number;
  commonCaseRequests: number;
  commonCaseCommands: string;
  unitsJobRequests: number;
  unitsJobSeconds: number;
  unitsExact: number;
  unitsMismatches: string[];
}

const counters = 10;
const windowMs = 10_000;
/** The counter that loses the network, and when (simulated minutes 5 to 15). */
const offline = { counter: 0, fromMs: 5 * 60_000, untilMs: 15 * 60_000 };
const offlineBatch = 50;
const commonCaseProbes = 40;
/** How often a phone sends a batch whose answer it did not get. */
const resendAttempts = 5;

interface Answer {
  status: number;
  body: unknown;
}

function post(agent: Agent, url: string, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  return new Promise<Answer>((done, fail) => {
    const outgoing = request(
      url,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: keep the text for the error report.
          }
          done({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

function expectOk(label: string, answer: Answer): unknown {
  if (answer.status !== 200)
    throw new Error(`${label} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const commandsOf = (counts: Counts) =>
  [...counts.commands].map(([name, count]) => `${name.replace(/Command$/, '')}×${count}`).join(' ');

/** The Thon (live, at most 40 laps), its organizer signed in, 600 imported runners and their bibs. */
async function arrange(apiUrl: string, runners: number) {
  // Imported only now: the data modules read the table name from the stack's environment.
  const { createUser } = await import('@thon/functions/data/repositories/users-repository');
  const { createEvent } = await import('@thon/functions/data/repositories/events-repository');
  const { issueSession } = await import('@thon/functions/domain/auth/issue-session');
  const { issueSessionDeps } = await import('@thon/functions/composition/sessions');
  const userId = randomUUID();
  const username = `bench-organizer-${userId.slice(0, 8)}`;
  await createUser({
    userId,
    username,
    email: `${username}@example.com`,
    firstName: 'Bench',
    lastName: 'Organizer',
    role: 'organizer',
    active: true,
  });
  const token = await issueSession(issueSessionDeps, { userId, role: 'organizer' });
  const headers = { [sessionHeaders.authorization]: `Bearer ${token}`, [sessionHeaders.userId]: userId };
  const eventId = randomUUID();
  const eventCode = `LAPS${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const today = new Date().toISOString().slice(0, 10);
  const created = await createEvent({
    eventId,
    organizationId: randomUUID(),
    name: 'Bench Lap Day',
    eventCode,
    status: 'live',
    unitName: 'lap',
    startDate: today,
    endDate: today,
    timeZone: 'America/Chicago',
    goal: 20_000,
    minUnits: 0,
    maxUnits: 40,
    organizerUserId: userId,
  });
  if (!created.written) throw new Error('the bench could not create its Thon');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const lines = ['First Name,Last Name,Goal,Team'];
  for (let index = 0; index < runners; index += 1)
    lines.push(`Runner${index},Family${index},350,Room ${index % 24}`);
  expectOk(
    'ImportParticipants',
    await post(
      agent,
      `${apiUrl}/api/events/ImportParticipants`,
      { EventId: eventId, Csv: lines.join('\r\n') },
      headers,
    ),
  );
  const issued = expectOk(
    'IssueLapTokens',
    await post(agent, `${apiUrl}/api/eventday/IssueLapTokens`, { EventId: eventId }, headers),
  ) as { Bibs: { ParticipantId: string; LapToken: string }[] };
  if (issued.Bibs.length !== runners) throw new Error(`IssueLapTokens answered ${issued.Bibs.length} bibs`);
  const codes: string[] = [];
  for (let index = 0; index < counters; index += 1) {
    const code = expectOk(
      'CreateCountingCode',
      await post(
        agent,
        `${apiUrl}/api/eventday/CreateCountingCode`,
        { EventId: eventId, Label: `Lap line ${index + 1}` },
        headers,
      ),
    ) as { Code: string };
    codes.push(code.Code);
  }
  agent.destroy();
  return { eventId, eventCode, bibs: issued.Bibs, codes };
}

interface LapResult {
  Result: string;
}

export async function measureLapLoad(options: { runners: number; laps: number }): Promise<LapLoadFigures> {
  const stack = await startLocalStack({
    emulatorPort: 0,
    gatewayPort: 0,
    seed: false,
    // The scheduled jobs stay quiet (a day): the units job is run below, on its own, and measured.
    sweepIntervalMs: 86_400_000,
    deliverPaymentWebhooks: false,
  });
  try {
    const { apiUrl } = stack.info;
    const { eventId, eventCode, bibs, codes } = await arrange(apiUrl, options.runners);
    installDynamoDbCounter();
    const plan = planLaps({
      runners: options.runners,
      laps: options.laps,
      counters,
      duplicateShare: 0.1,
      seed: 27,
    });
    // The simulated run ends a minute ago: every ScannedAt is in the past, never in the future.
    const startsAt = Date.now() - planSpanMs(plan) - 60_000;
    const opOf = (scan: PlannedScan) => {
      const bib = bibs[scan.runner];
      if (!bib) throw new Error(`no bib for runner ${scan.runner}`);
      return {
        Op: 'lap',
        ScanId: scan.scanId,
        LapToken: bib.LapToken,
        ParticipantId: bib.ParticipantId,
        ScannedAt: new Date(startsAt + scan.at).toISOString(),
      };
    };
    // Each volunteer's phone: its own connection from its own loopback address.
    const phones = codes.map((code, index) => ({
      code,
      agent: new Agent({ keepAlive: false, maxSockets: 1, localAddress: `127.0.27.${index + 1}` }),
    }));
    const results = new Map<string, number>();
    const httpErrors = new Map<string, number>();
    let requests = 0;
    const failed = (why: string) => httpErrors.set(why, (httpErrors.get(why) ?? 0) + 1);
    /**
     * One batch, sent again as a phone does when the answer is lost or the server failed (the same
     * ScanIds: the server answers a resent scan with its stored result, so nothing counts twice).
     */
    const send = async (counter: number, scans: readonly PlannedScan[]) => {
      const phone = phones[counter];
      if (!phone || scans.length === 0) return;
      const body = { EventCode: eventCode, Code: phone.code, Ops: scans.map(opOf) };
      for (let attempt = 1; attempt <= resendAttempts; attempt += 1) {
        requests += 1;
        const answer = await post(phone.agent, `${apiUrl}/api/eventday/RecordLapsWithCode`, body).catch(
          (error: unknown) => ({ status: 0, body: error instanceof Error ? error.message : String(error) }),
        );
        if (answer.status === 200) {
          for (const result of (answer.body as { Results: LapResult[] }).Results)
            results.set(result.Result, (results.get(result.Result) ?? 0) + 1);
          return;
        }
        failed(answer.status === 0 ? 'network' : String(answer.status));
        // A refusal (4xx) would be refused again: the phone keeps it and says so.
        if (answer.status >= 400 && answer.status < 500) return;
      }
    };
    const random = seededRandom(28);
    const sendInSmallBatches = async (counter: number, scans: readonly PlannedScan[]) => {
      for (let start = 0; start < scans.length;) {
        const size = 1 + Math.floor(random() * 5);
        await send(counter, scans.slice(start, start + size));
        start += size;
      }
    };

    takeCounts();
    const started = performance.now();
    const queued: PlannedScan[] = [];
    const spanMs = planSpanMs(plan);
    let next = 0;
    for (let windowStart = 0; windowStart <= spanMs; windowStart += windowMs) {
      const inWindow: PlannedScan[][] = Array.from({ length: counters }, () => []);
      while (next < plan.length && (plan[next]?.at ?? Infinity) < windowStart + windowMs) {
        const scan = plan[next++];
        if (scan) inWindow[scan.counter]?.push(scan);
      }
      const isOffline = windowStart >= offline.fromMs && windowStart < offline.untilMs;
      await Promise.all(
        inWindow.map(async (scans, counter) => {
          if (counter !== offline.counter) return sendInSmallBatches(counter, scans);
          if (isOffline) {
            queued.push(...scans);
            return undefined;
          }
          // Back online: the phone's queue first, oldest first, in batches of 50.
          while (queued.length > 0) await send(counter, queued.splice(0, offlineBatch));
          return sendInSmallBatches(counter, scans);
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const load = takeCounts();

    // The units job, on demand, as the stack's timer would run it.
    const jobStarted = performance.now();
    const job = await fetch(`${apiUrl}/__dev/jobs/apply-lap-units`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!job.ok) throw new Error(`the units job answered ${job.status}: ${await job.text()}`);
    const unitsJobSeconds = (performance.now() - jobStarted) / 1000;
    const jobCounts = takeCounts();

    // Every participant's units against the laps planned (each runner ran `laps` laps).
    const { listParticipantsOfEvent } =
      await import('@thon/functions/data/repositories/participants-repository');
    const participants = await listParticipantsOfEvent(eventId);
    const mismatches = participants
      .filter((participant) => participant.units !== options.laps)
      .map((participant) => `${participant.firstName}: ${participant.units ?? 'none'}`);
    // The laps the Thon holds, read from its tallies (late earlier sightings turn counted answers
    // into duplicates afterwards: the answers alone would overcount).
    const { listLapTallies } = await import('@thon/functions/data/repositories/lap-tokens-repository');
    const lapsCounted = (await listLapTallies(eventId)).reduce((sum, tally) => sum + tally.laps, 0);
    takeCounts();

    // The common case alone: one fresh lap per request (a runner's next lap, a cooldown after their
    // last), one request at a time, so the count is that request's own.
    const probeAgent = phones[1]?.agent ?? new Agent({ keepAlive: true });
    let probeRequests = 0;
    const probeCommands = new Map<string, number>();
    for (let index = 0; index < Math.min(commonCaseProbes, bibs.length); index += 1) {
      const bib = bibs[index];
      if (!bib) break;
      takeCounts();
      const answer = await post(probeAgent, `${apiUrl}/api/eventday/RecordLapsWithCode`, {
        EventCode: eventCode,
        Code: codes[1],
        Ops: [
          {
            Op: 'lap',
            ScanId: randomUUID(),
            LapToken: bib.LapToken,
            ParticipantId: bib.ParticipantId,
            ScannedAt: new Date().toISOString(),
          },
        ],
      });
      const counts = takeCounts();
      const result = (answer.body as { Results?: LapResult[] } | undefined)?.Results?.[0]?.Result;
      if (answer.status !== 200 || result !== 'counted')
        throw new Error(
          `the common-case probe answered ${answer.status} ${result ?? JSON.stringify(answer.body)}`,
        );
      probeRequests += counts.handler;
      for (const [name, count] of counts.commands)
        probeCommands.set(name, (probeCommands.get(name) ?? 0) + count);
    }
    const probes = Math.min(commonCaseProbes, bibs.length);
    for (const phone of phones) phone.agent.destroy();

    return {
      runners: options.runners,
      lapsEach: options.laps,
      counters,
      scansSent: plan.length,
      requests,
      httpErrors: [...httpErrors].map(([status, count]) => `${status}×${count}`).join(' ') || 'none',
      results: [...results].map(([result, count]) => `${result} ${count}`).join(', '),
      lapsCounted,
      plannedDuplicates: plan.filter((scan) => scan.duplicate).length,
      simulatedMinutes: planSpanMs(plan) / 60_000,
      seconds,
      dynamoDbPerScan: load.handler / plan.length,
      dynamoDbCommands: commandsOf(load),
      readUnitsPerScan: load.units.handler.read / plan.length,
      writeUnitsPerScan: load.units.handler.write / plan.length,
      commonCaseRequests: probeRequests / probes,
      commonCaseCommands: [...probeCommands]
        .map(([name, count]) => `${name.replace(/Command$/, '')}×${(count / probes).toFixed(2)}`)
        .join(' '),
      unitsJobRequests: jobCounts.handler,
      unitsJobSeconds,
      unitsExact: participants.length - mismatches.length,
      unitsMismatches: mismatches,
    };
  } finally {
    await stack.stop();
  }
}

/**
 * In a child process of its own: the handlers' AWS clients, cached per process, keep the endpoint
 * of the first stack they talked to (see bench/lighthouse-child.ts).
 */
export async function measureLapLoadApart(): Promise<LapLoadFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--json', ...process.argv.slice(2)],
    { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as LapLoadFigures;
}

export function printLapLoad(figures: LapLoadFigures): void {
  console.log(
    `\nEvent day laps: ${figures.runners} runners x ${figures.lapsEach} laps over a simulated ${figures.simulatedMinutes.toFixed(0)} minutes from ` +
      `${figures.counters} volunteers' counting codes\n` +
      '(RecordLapsWithCode through the local gateway, handlers in this process); ~10 % of laps seen again by a\n' +
      'second counter within the cooldown; one counter offline for 10 simulated minutes, its queue sent\n' +
      "afterwards in batches of 50, the others in batches of 1 to 5. laps held = the Thon's tallies after\n" +
      'the run; DynamoDB/scan counts every request of the run (slow paths included); common case = a fresh\n' +
      'in-order lap alone in its request (the code checked, the lap written). Local moto, not AWS.\n',
  );
  console.log(
    table(
      ['scans sent', 'requests', 'failed sends', 'answers', 'laps held', 'seconds', 'scans/s'],
      [
        [
          figures.scansSent,
          figures.requests,
          figures.httpErrors,
          figures.results,
          `${figures.lapsCounted} of ${figures.runners * figures.lapsEach}`,
          figures.seconds.toFixed(1),
          (figures.scansSent / figures.seconds).toFixed(1),
        ],
      ],
    ),
  );
  console.log(
    `\nduplicates planned: ${figures.plannedDuplicates}\n` +
      `DynamoDB requests per scan, whole run: ${figures.dynamoDbPerScan.toFixed(2)} (${figures.dynamoDbCommands})\n` +
      `DynamoDB requests per scan, common case: ${figures.commonCaseRequests.toFixed(2)} (${figures.commonCaseCommands})\n` +
      `units job (apply-lap-units, on demand): ${figures.unitsJobRequests} DynamoDB requests, ${figures.unitsJobSeconds.toFixed(1)} s\n` +
      (figures.unitsMismatches.length === 0
        ? `units exact: ${figures.unitsExact}/${figures.runners}`
        : `units exact: ${figures.unitsExact}/${figures.runners}; mismatches: ${figures.unitsMismatches.join(', ')}`),
  );
}

/**
 * The issue's size is 600 runners x 30 laps (`--full`); locally moto answers one request at a
 * time, so the default is a sixth of the school (100 runners, 30 laps each: every rule and the
 * offline counter's window still play). `--runners N` and `--laps N` choose any other size.
 */
export const fullSize = { runners: 600, laps: 30 };
const defaultSize = { runners: 100, laps: 30 };

function sizeFrom(argv: readonly string[]): { runners: number; laps: number } {
  const base = argv.includes('--full') ? fullSize : defaultSize;
  const flag = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    const value = index >= 0 ? Number(argv[index + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
    return value;
  };
  return { runners: flag('runners', base.runners), laps: flag('laps', base.laps) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  measureLapLoad(sizeFrom(process.argv))
    .then((figures) => {
      if (process.argv.includes('--json')) console.log(`\n${JSON.stringify(figures)}`);
      else printLapLoad(figures);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
