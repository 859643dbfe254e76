// Sends one hostile request over real HTTP with Node's own client (fetch would refuse or rewrite
// some of it), from a random loopback address so per-address sign-in limits do not turn the rest
// of the run into 429s, and gives up after the stage's hang limit.
import { randomInt } from 'node:crypto';
import { request } from 'node:http';

export const hangLimitMs = 10_000;

export interface RawAnswer {
  status: number;
  text: string;
  ms: number;
  /** Set when no answer came within the hang limit or the connection failed. */
  failure?: string;
}

export function sendRaw(
  apiUrl: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
): Promise<RawAnswer> {
  const base = new URL(apiUrl);
  const started = performance.now();
  const ms = () => performance.now() - started;
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: target,
        localAddress: `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        timeout: hangLimitMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve({ status: 0, text: '', ms: ms(), failure: error.message }));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: ms(),
          }),
        );
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy();
      resolve({ status: 0, text: '', ms: ms(), failure: `no answer within ${hangLimitMs / 1000} s` });
    });
    outgoing.on('error', (error) => resolve({ status: 0, text: '', ms: ms(), failure: error.message }));
    outgoing.end(body);
  });
}
