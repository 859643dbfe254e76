// A bounded load loop, run as its own Node process so the client's work does not share the
// gateway's event loop: `concurrency` keep-alive clients GET one URL back to back for `seconds`,
// (requests in flight at the deadline finish, up to 30 s each), then it prints one JSON line (latencies in ms) and exits. Loopback only.
import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
}

function getOnce(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method: 'GET' }, (response) => {
      response.on('data', () => undefined);
      response.on('error', reject);
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function main(): Promise<void> {
  const [target = '', concurrencyText = '20', secondsText = '10'] = process.argv.slice(2);
  const url = new URL(target);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('loopback targets only');
  const concurrency = Number(concurrencyText);
  const seconds = Number(secondsText);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const result: LoadResult = { requests: 0, errors: 0, seconds, latenciesMs: [], statuses: {} };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const status = await getOnce(url, agent);
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        if (status !== 200) result.errors += 1;
      } catch {
        result.errors += 1;
      }
      result.requests += 1;
      result.latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
