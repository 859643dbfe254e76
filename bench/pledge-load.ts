// Event-day pledges on one event: `count` CreatePledge calls with `concurrency` in flight, each from
// its own loopback address (as donors come from their own homes; the per-address limit is 20 an
// hour), spread over the event's participants (120 an hour each), half per-unit and half flat
// gifts of distinct amounts. Then the sums: the flat gifts' cents against the event page's Raised
// (one Query summing participants) and the organizer report's count. Numbers only.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

export interface PledgeLoadFigures {
  pledges: number;
  concurrency: number;
  seconds: number;
  failures: number;
  statuses: string;
  expectedRaisedCents: number;
  eventPageRaisedCents: number;
  reportCount: number;
}

function post(base: URL, path: string, body: unknown, headers: Record<string, string>, from: string) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      new URL(path, base),
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const addressOf = (index: number) =>
  `127.${100 + Math.floor(index / 65_000)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;

export async function measurePledgeLoad(options: {
  apiUrl: string;
  eventId: string;
  participantIds: readonly string[];
  count: number;
  concurrency: number;
  organizerHeaders: Record<string, string>;
  raisedCentsBefore: number;
}): Promise<PledgeLoadFigures> {
  const base = new URL(options.apiUrl);
  const statuses = new Map<number, number>();
  let expectedRaisedCents = options.raisedCentsBefore;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < options.count; index = next++) {
      const flat = index % 2 === 0;
      const cents = 1000 + (index % 997);
      const body = {
        ParticipantId: options.participantIds[index % options.participantIds.length],
        Kind: flat ? 'Flat' : 'PerUnit',
        Amount: flat ? cents / 100 : 1 + (index % 5),
        Donor: { FirstName: 'Load', LastName: `Donor${index}`, Email: `load${index}@donor.org` },
        AgreeToTerms: true,
        PaymentMethodId: 'pm_card_visa',
      };
      const answer = await post(
        base,
        '/api/pledges/CreatePledge',
        body,
        { 'idempotency-key': randomUUID() },
        addressOf(index),
      );
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 200 && flat) expectedRaisedCents += cents;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const page = (await (
    await fetch(`${options.apiUrl}/api/events/GetEventPage/${options.eventId}`)
  ).json()) as {
    Raised: number;
  };
  const report = (await (
    await fetch(`${options.apiUrl}/api/pledges/GetThonPledges/${options.eventId}?PageSize=1`, {
      headers: options.organizerHeaders,
    })
  ).json()) as { Total: number };
  return {
    pledges: options.count,
    concurrency: options.concurrency,
    seconds,
    failures: options.count - (statuses.get(200) ?? 0),
    statuses: [...statuses.entries()].map(([status, n]) => `${status}×${n}`).join(' '),
    expectedRaisedCents,
    eventPageRaisedCents: Math.round(page.Raised * 100),
    reportCount: report.Total,
  };
}
