// Card testing: 200 concurrent CreatePledge calls with a declining card (flat gifts of
// the demo's live Thon), all from ONE client address, against a local stack of its own. Counts
// the requests the payment provider (the Stripe stand-in) received: the card attempt is reserved
// per address before the provider is asked, so the target is at most the limit (5). Numbers only.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLocalStack } from '@thon/functions/dev/local-stack';
import { repositoryRoot } from '@thon/infra/lib/repository';
import { table } from './measure';

export interface CardFloodFigures {
  attempts: number;
  limit: number;
  providerRequests: number;
  statuses: string;
  seconds: number;
}

const floodAttempts = 200;
/** One loopback address for every attempt: one client, as a card-testing script is. */
const floodAddress = '127.42.0.7';

function post(base: URL, path: string, body: unknown, headers: Record<string, string>) {
  return new Promise<number>((done, fail) => {
    const outgoing = request(
      new URL(path, base),
      {
        method: 'POST',
        localAddress: floodAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(JSON.stringify(body));
  });
}

async function firstRunner(apiUrl: string, eventCode: string): Promise<string> {
  const eventId = (await (
    await fetch(`${apiUrl}/api/EventCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ EventCode: eventCode }),
    })
  ).json()) as string;
  const page = (await (await fetch(`${apiUrl}/api/events/GetEventPage/${eventId}`)).json()) as {
    Participants: { ParticipantId: string }[];
  };
  const participantId = page.Participants[0]?.ParticipantId;
  if (!participantId) throw new Error(`event ${eventCode} lists no participants`);
  return participantId;
}

export async function measureCardFlood(): Promise<CardFloodFigures> {
  const stack = await startLocalStack({
    emulatorPort: 0,
    gatewayPort: 0,
    seed: true,
    sweepIntervalMs: 86_400_000,
    deliverPaymentWebhooks: false,
  });
  try {
    const { pledgeLimitsPerWindow } = await import('@thon/functions/domain/pledges/pledge-guards');
    const live = stack.info.events.find((event) => new Date(event.endDate).getTime() > Date.now());
    if (!live) throw new Error('the demo data has no live event');
    const participantId = await firstRunner(stack.info.apiUrl, live.eventCode);
    const providerRequests = async () =>
      (
        (await (await fetch(`${stack.info.paymentProviderUrl}/__stand-in/requests`)).json()) as {
          requests: number;
        }
      ).requests;
    const base = new URL(stack.info.apiUrl);
    const before = await providerRequests();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: floodAttempts }, (_, index) =>
        post(
          base,
          '/api/pledges/CreatePledge',
          {
            ParticipantId: participantId,
            Kind: 'Flat',
            Amount: 10,
            Donor: { FirstName: 'Card', LastName: `Tester${index}`, Email: `tester${index}@example.com` },
            AgreeToTerms: true,
            PaymentMethodId: 'pm_card_chargeDeclined',
          },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const counted = new Map<number, number>();
    for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1);
    return {
      attempts: floodAttempts,
      limit: pledgeLimitsPerWindow.clientDeclines,
      providerRequests: (await providerRequests()) - before,
      statuses: [...counted.entries()].map(([status, count]) => `${status}×${count}`).join(' '),
      seconds,
    };
  } finally {
    await stack.stop();
  }
}

/** In a child process of its own, as the other stacks of the bench (see bench/share-blast.ts). */
export async function measureCardFloodApart(): Promise<CardFloodFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--json'],
    { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as CardFloodFigures;
}

export function printCardFlood(figures: CardFloodFigures): void {
  console.log(
    `\nCard testing: ${figures.attempts} concurrent CreatePledge calls with a declining card from one\n` +
      'client address (flat gifts on the demo Thon). provider = requests the payment provider (the\n' +
      `stand-in) received; target: at most the limit (${figures.limit}); the rest answer 429 (CaptchaRequired).\n`,
  );
  console.log(
    table(
      ['attempts', 'provider', 'limit', 'answers', 'seconds'],
      [
        [
          figures.attempts,
          figures.providerRequests,
          figures.limit,
          figures.statuses,
          figures.seconds.toFixed(1),
        ],
      ],
    ),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  measureCardFlood()
    .then((figures) => {
      if (process.argv.includes('--json')) console.log(`\n${JSON.stringify(figures)}`);
      else printCardFlood(figures);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
