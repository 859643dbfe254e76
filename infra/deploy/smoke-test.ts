// The smoke test after a deploy: does the stage answer as a school and a donor would reach it, and
// are its background parts healthy? Every check runs (one failing does not hide the others) and
// answers ok or what it saw:
// - event-code lookup through the API (an unknown code answers "not found"; the stage's smoke-test
//   event code, when it has one, answers an event id);
// - an event page through CloudFront: the SPA's HTML for a client-side route;
// - sign-in of the smoke-test user, then its session read with the token;
// - the pledge dead-letter queue is empty and the pledge queue's backlog is small (SQS
//   GetQueueAttributes: SQS reports counts, not ages, without CloudWatch);
// - every EventBridge schedule of the stage exists and is in a completed state.
// It takes base URLs and clients, so it runs the same against a deployed stage and the local stack.
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { authRoutes } from '@thon/shared/api/routes/auth';
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { randomUUID } from 'node:crypto';

export interface ScheduleState {
  readonly name: string;
  /** CloudFormation's resource status (CREATE_COMPLETE, UPDATE_FAILED, …). */
  readonly status: string;
}

export interface SmokeTarget {
  /** Where viewers open the site (the CloudFront distribution or its custom domain). */
  readonly webUrl: string;
  /** Where the API paths are reached: deployed, the same CloudFront origin; locally the gateway. */
  readonly apiUrl: string;
  readonly user: { readonly username: string; readonly password: string };
  /** An event code that exists on the stage (optional). */
  readonly eventCode?: string | undefined;
  readonly queues: { readonly pledges: string; readonly deadLetters: string };
  readonly sqs: SQSClient;
  /** The stage's schedules and their state; undefined skips the check (the local stack has none). */
  readonly schedules?: () => Promise<readonly ScheduleState[]>;
  /** Pledge messages waiting above this count fail the check (the worker is not keeping up). */
  readonly maxPledgeBacklog?: number;
}

export interface SmokeResult {
  readonly check: string;
  readonly ok: boolean;
  readonly detail: string;
}

const completed = new Set(['CREATE_COMPLETE', 'UPDATE_COMPLETE', 'IMPORT_COMPLETE']);

class CheckFailed extends Error {}
const expectThat = (condition: boolean, message: string) => {
  if (!condition) throw new CheckFailed(message);
};

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text for the message.
  }
  return { status: response.status, body: parsed };
}

const join = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
const brief = (value: unknown) => JSON.stringify(value)?.slice(0, 120) ?? String(value);

async function eventCodeLookup(target: SmokeTarget): Promise<string> {
  const url = join(target.apiUrl, publicPageRoutes.eventCode.path.slice(1));
  const unknown = await postJson(url, {
    // A valid code (4-12 letters and digits) nobody has: 36^9 codes after the prefix.
    EventCode: `SMK${randomUUID().replace(/-/gu, '').slice(0, 9).toUpperCase()}`,
  });
  expectThat(
    unknown.status === 200 && unknown.body === 'not found',
    `an unknown code answered ${unknown.status} ${brief(unknown.body)}, not 200 "not found"`,
  );
  if (!target.eventCode) return 'an unknown code answers "not found"';
  const known = await postJson(url, { EventCode: target.eventCode });
  expectThat(
    known.status === 200 && typeof known.body === 'string' && /^[0-9a-f-]{36}$/u.test(known.body),
    `event code ${target.eventCode} answered ${known.status} ${brief(known.body)}, not an event id`,
  );
  return `an unknown code answers "not found", ${target.eventCode} answers event ${String(known.body)}`;
}

async function eventPage(target: SmokeTarget): Promise<string> {
  const url = join(target.webUrl, `event/${randomUUID()}`);
  const response = await fetch(url);
  const html = await response.text();
  expectThat(response.status === 200, `GET ${url} answered ${response.status}`);
  expectThat(
    (response.headers.get('content-type') ?? '').startsWith('text/html'),
    `GET ${url} answered ${response.headers.get('content-type') ?? 'no content type'}, not HTML`,
  );
  expectThat(
    html.includes('<div id="root">') && /<script type="module"[^>]*src="/u.test(html),
    `GET ${url} answered HTML without the SPA's root element and module script`,
  );
  return `GET /event/… answers the SPA (${html.length} bytes of HTML)`;
}

async function signIn(target: SmokeTarget): Promise<string> {
  const login = await postJson(join(target.apiUrl, authRoutes.login.path.slice(1)), {
    Username: target.user.username,
    Password: target.user.password,
  });
  const token = typeof login.body === 'string' ? login.body : '';
  expectThat(
    login.status === 200 && token.split('.').length === 3,
    `signing in ${target.user.username} answered ${login.status} ${brief(login.body)}, not a session token`,
  );
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub?: string;
  };
  const session = await fetch(join(target.apiUrl, authRoutes.getSession.path.slice(1)), {
    headers: { [sessionHeaders.authorization]: `Bearer ${token}`, [sessionHeaders.userId]: claims.sub ?? '' },
  });
  await session.body?.cancel();
  expectThat(session.status === 200, `the session of ${target.user.username} answered ${session.status}`);
  return `${target.user.username} signs in and reads its session`;
}

async function queueCounts(sqs: SQSClient, queueUrl: string) {
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return {
    waiting: Number(Attributes.ApproximateNumberOfMessages ?? 0),
    inFlight: Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0),
  };
}

async function queues(target: SmokeTarget): Promise<string> {
  const dead = await queueCounts(target.sqs, target.queues.deadLetters);
  const pledges = await queueCounts(target.sqs, target.queues.pledges);
  const limit = target.maxPledgeBacklog ?? 100;
  const problems = [
    ...(dead.waiting + dead.inFlight > 0
      ? [
          `the dead-letter queue holds ${dead.waiting + dead.inFlight} messages (docs/operations.md, "Replaying the dead-letter queue")`,
        ]
      : []),
    ...(pledges.waiting > limit ? [`${pledges.waiting} pledge messages wait (more than ${limit})`] : []),
  ];
  expectThat(problems.length === 0, problems.join('; '));
  return `dead-letter queue empty; pledge queue: ${pledges.waiting} waiting, ${pledges.inFlight} in flight`;
}

async function schedules(list: () => Promise<readonly ScheduleState[]>): Promise<string> {
  const states = await list();
  expectThat(states.length > 0, 'the stage has no schedules');
  const broken = states.filter((schedule) => !completed.has(schedule.status));
  expectThat(
    broken.length === 0,
    `schedules not in place: ${broken.map((schedule) => `${schedule.name} ${schedule.status}`).join(', ')}`,
  );
  return `${states.length} schedules in place`;
}

export async function runSmokeTest(target: SmokeTarget): Promise<SmokeResult[]> {
  const { schedules: listSchedules } = target;
  const checks: [string, () => Promise<string>][] = [
    ['event-code lookup', () => eventCodeLookup(target)],
    ['event page through CloudFront', () => eventPage(target)],
    ['sign-in of the smoke-test user', () => signIn(target)],
    ['queues', () => queues(target)],
  ];
  if (listSchedules) checks.push(['schedules', () => schedules(listSchedules)]);
  return Promise.all(
    checks.map(async ([check, run]) => {
      try {
        return { check, ok: true, detail: await run() };
      } catch (error) {
        // fetch's own message is "fetch failed"; the reason (refused, DNS, TLS) is its cause.
        const { message, cause } = error as Error;
        return {
          check,
          ok: false,
          detail: cause instanceof Error ? `${message}: ${cause.message}` : message,
        };
      }
    }),
  );
}

export const formatSmokeResults = (results: readonly SmokeResult[]): string[] =>
  results.map((result) => `  ${result.ok ? 'ok  ' : 'FAIL'} ${result.check}: ${result.detail}`);
