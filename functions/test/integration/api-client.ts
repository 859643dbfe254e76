// Calls the local gateway from a chosen loopback address (any of 127.0.0.0/8). The gateway sees
// it as the client's source IP, so each test has its own per-client throttling budget (10
// failures per 15 minutes) instead of sharing 127.0.0.1 with every other test in the run.
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { vi } from 'vitest';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The claims a session token carries (read, not verified: the authorizer does that). */
export function tokenClaims(token: string): { sub: string; sid: string } & Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
}

/** The headers of a signed-in call: the token and the user id it names (or `userId`, to disagree). */
export function signedInHeaders(token: string, userId = tokenClaims(token).sub): Record<string, string> {
  return { [sessionHeaders.authorization]: `Bearer ${token}`, [sessionHeaders.userId]: userId };
}

export function apiClient(apiUrl: string, from = newClientAddress()) {
  const base = new URL(apiUrl);
  function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<ApiAnswer>((resolve, reject) => {
      const outgoing = request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path,
          localAddress: from,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
  return {
    from,
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * Reserves failed attempts for a client address straight in the table, leaving `remaining` for the test
 * to spend over HTTP: the client limit is high (a school shares one address), and 300 sign-in
 * round trips per test would only slow the suite down.
 */
export async function spendClientFailures(address: string, remaining: number): Promise<void> {
  const { maxAttemptsPerWindow, reserveAttempt } = await import('../../src/domain/auth/attempt-limits');
  const { attemptLimitDeps } = await import('../../src/composition/auth');
  await avoidWindowEdge();
  for (let spent = 0; spent < maxAttemptsPerWindow.client - remaining; spent += 1) {
    await reserveAttempt(attemptLimitDeps, [`client:${address}`]); // kept, as a failed attempt keeps its reservation
  }
}

/**
 * Throttle windows are fixed quarter hours; a test that counts failures across a boundary would
 * see its count reset. Before such a test starts, waits until the current window has more than
 * `marginSeconds` left: at once mid-window, or as soon as the next window begins (the handlers
 * run in the runner's main process on the real clock, so the clock cannot be pinned from here).
 */
export async function avoidWindowEdge(marginSeconds = 20): Promise<void> {
  const { windowSeconds } = await import('../../src/domain/auth/attempt-limits');
  const secondsLeft = () => windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  await vi.waitFor(
    () => {
      if (secondsLeft() <= marginSeconds) throw new Error(`the throttle window ends in ${secondsLeft()} s`);
    },
    { timeout: (marginSeconds + 5) * 1000, interval: 250 },
  );
}
