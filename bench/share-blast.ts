// The target: "a blast of 30 SMS takes at most about twice one send". SendSmsInvites and
// SendEmailInvites over real HTTP through the local gateway (handlers in this process), median of
// a few runs per size, first as is (moto is single-threaded, so sends barely overlap) and then
// with every AWS request waiting a fixed time (bench/aws-delay.ts), where the parallel sends show.
// Alone: `npx tsx bench/share-blast.ts` prints the table; with --json, the figures (for run.ts).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLocalStack } from '@thon/functions/dev/local-stack';
import { repositoryRoot } from '@thon/infra/lib/repository';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { installAwsDelay, setAwsDelay, takeAwsRequests } from './aws-delay';
import { median, table } from './measure';

/** The assumed AWS round trip per request (DynamoDB, SES, SNS). */
export const assumedAwsMs = 20;
const runs = 5;
const cases = [
  { channel: 'Sms', recipients: 1 },
  { channel: 'Sms', recipients: 30 },
  { channel: 'Email', recipients: 1 },
  { channel: 'Email', recipients: 30 },
  { channel: 'Email', recipients: 100 },
] as const;
type Channel = (typeof cases)[number]['channel'];

export interface ShareBlastFigures {
  channel: Channel;
  recipients: number;
  localMs: number;
  delayedMs: number;
  /** AWS requests per call, the authorizer's included. */
  awsRequests: number;
}

/** The event, its organizer signed in, and a fresh participant per call (daily caps are per participant). */
async function arrange() {
  // Imported only now: the data modules read the table name from the stack's environment.
  const { createUser } = await import('@thon/functions/data/repositories/users-repository');
  const { createEvent } = await import('@thon/functions/data/repositories/events-repository');
  const { createTeam } = await import('@thon/functions/data/repositories/teams-repository');
  const { createParticipant } = await import('@thon/functions/data/repositories/participants-repository');
  const { generateAccessCode } = await import('@thon/functions/domain/participants/access-codes');
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
  const eventId = randomUUID();
  await createEvent({
    eventId,
    organizationId: randomUUID(),
    name: 'Bench Fun Run',
    eventCode: `B${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
    status: 'live',
    unitName: 'lap',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    timeZone: 'America/New_York',
    goal: 5000,
    organizerUserId: userId,
  });
  const teamId = randomUUID();
  await createTeam({ eventId, teamId, name: 'Room 12' });
  const newParticipant = async () => {
    const participantId = randomUUID();
    await createParticipant({
      participantId,
      eventId,
      teamId,
      firstName: 'Kit',
      lastName: 'Quillfeather',
      goal: 350,
      accessCode: generateAccessCode(),
    });
    return participantId;
  };
  const headers = { [sessionHeaders.authorization]: `Bearer ${token}`, [sessionHeaders.userId]: userId };
  return { headers, newParticipant };
}

// Unique recipients across the whole run; no number ends in 99 (the emulator's opted-out numbers).
let sequence = 0;
const nextNumber = (): string => {
  sequence += sequence % 100 === 98 ? 2 : 1;
  return `312${String(sequence).padStart(7, '0')}`;
};
const recipientsFor = (channel: Channel, count: number) =>
  Array.from({ length: count }, () =>
    channel === 'Sms' ? nextNumber() : `donor-${randomUUID().slice(0, 8)}@example.com`,
  );

export async function measureShareBlast(): Promise<ShareBlastFigures[]> {
  const stack = await startLocalStack({
    emulatorPort: 0,
    gatewayPort: 0,
    seed: false,
    sweepIntervalMs: 86_400_000,
    deliverPaymentWebhooks: false,
  });
  try {
    const { headers, newParticipant } = await arrange();
    installAwsDelay();
    /** One send, timed; fails loudly unless every recipient was sent. */
    const send = async (channel: Channel, count: number) => {
      const body = { ParticipantId: await newParticipant(), Recipients: recipientsFor(channel, count) };
      takeAwsRequests();
      const started = performance.now();
      const response = await fetch(`${stack.info.apiUrl}/api/sharing/Send${channel}Invites`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { Sent?: number };
      const ms = performance.now() - started;
      if (response.status !== 200 || answer.Sent !== count)
        throw new Error(
          `Send${channel}Invites (${count}) answered ${response.status}: ${JSON.stringify(answer)}`,
        );
      return { ms, requests: takeAwsRequests() };
    };
    const medianOf = async (channel: Channel, count: number) => {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await send(channel, count));
      return {
        ms: median(samples.map((sample) => sample.ms)),
        requests: median(samples.map((sample) => sample.requests)),
      };
    };
    // Warm-up: the first call imports the handlers and creates the SES and SNS clients.
    await send('Sms', 1);
    await send('Email', 1);
    const local = [];
    for (const { channel, recipients } of cases) local.push(await medianOf(channel, recipients));
    setAwsDelay(assumedAwsMs);
    const figures: ShareBlastFigures[] = [];
    for (const [index, { channel, recipients }] of cases.entries()) {
      const delayed = await medianOf(channel, recipients);
      figures.push({
        channel,
        recipients,
        localMs: local[index]?.ms ?? 0,
        delayedMs: delayed.ms,
        awsRequests: delayed.requests,
      });
    }
    return figures;
  } finally {
    setAwsDelay(0);
    await stack.stop();
  }
}

/**
 * In a child process of its own: the handlers' AWS clients, cached per process, keep the endpoint
 * of the first stack they talked to (see bench/lighthouse-child.ts).
 */
export async function measureShareBlastApart(): Promise<ShareBlastFigures[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--json'],
    { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as ShareBlastFigures[];
}

export function printShareBlast(figures: readonly ShareBlastFigures[]): void {
  console.log(
    `\nInvitation sends: SendSmsInvites and SendEmailInvites through the local gateway, as the\n` +
      `event's organizer, a fresh participant and fresh recipients per call; median of ${runs} calls. Sends go\n` +
      'out in parallel, 10 at once. local = as is (moto is single-threaded and the handlers share this\n' +
      `process, so parallel sends barely overlap); ${assumedAwsMs} ms/req = every DynamoDB, SES and SNS request\n` +
      `first waits ${assumedAwsMs} ms (an assumed AWS round trip, not a measurement), on top of moto's own time,\n` +
      'which stays serial. x one = ratio to the same channel with 1 recipient. AWS req = requests per\n' +
      "call, the authorizer's included.\n",
  );
  const one = (channel: Channel) => figures.find((row) => row.channel === channel && row.recipients === 1);
  console.log(
    table(
      ['channel', 'recipients', 'AWS req', 'local ms', 'x one', `${assumedAwsMs} ms/req ms`, 'x one'],
      figures.map((row) => [
        row.channel,
        row.recipients,
        row.awsRequests,
        row.localMs.toFixed(0),
        (row.localMs / (one(row.channel)?.localMs ?? row.localMs)).toFixed(2),
        row.delayedMs.toFixed(0),
        (row.delayedMs / (one(row.channel)?.delayedMs ?? row.delayedMs)).toFixed(2),
      ]),
    ),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  measureShareBlast()
    .then((figures) => {
      if (process.argv.includes('--json')) console.log(`\n${JSON.stringify(figures)}`);
      else printShareBlast(figures);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
