// The local gateway's on-demand jobs (functions/dev/dev-jobs.ts): POST /__dev/jobs/lock-prize-awards
// runs the prize lock's handler once with the scheduler's `time` set to the body's `now`, and answers
// what the job answered; a bad time is a 400 that runs nothing; other methods and names are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devJobs } from '../../dev/dev-jobs';
import { startGateway, type Gateway } from '../../dev/local-gateway';

const invocations: { handler: string; event: unknown }[] = [];
let gateway: Gateway;

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    routes: [],
    handlersDir: '/nonexistent',
    authorizerModule: '/nonexistent/authorize.ts',
    devJobs: devJobs((handler, event) => {
      invocations.push({ handler, event });
      return Promise.resolve({ due: 1, nights: [], failed: 0 });
    }),
  });
});
afterAll(() => gateway.stop());

const post = (path: string, body?: string) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });

describe('POST /__dev/jobs/lock-prize-awards', () => {
  it("runs the lock's handler once as of the given time and answers its result", async () => {
    invocations.length = 0;
    const response = await post(
      '/__dev/jobs/lock-prize-awards',
      JSON.stringify({ now: '2026-05-02T05:05:00Z' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ due: 1, nights: [], failed: 0 });
    expect(invocations).toEqual([
      { handler: 'workers/lock-prize-awards', event: { time: '2026-05-02T05:05:00.000Z' } },
    ]);
  });

  it('runs as of now without a body', async () => {
    invocations.length = 0;
    const before = Date.now();
    expect((await post('/__dev/jobs/lock-prize-awards')).status).toBe(200);
    const time = Date.parse((invocations[0]?.event as { time: string }).time);
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a time that is not ISO, and a body that is not JSON, running nothing', async () => {
    invocations.length = 0;
    const bad = await post('/__dev/jobs/lock-prize-awards', JSON.stringify({ now: 'tonight' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('now must be an ISO time');
    expect((await post('/__dev/jobs/lock-prize-awards', '{')).status).toBe(400);
    expect(invocations).toEqual([]);
  });

  it('answers 405 to another method and 404 to a job it does not run', async () => {
    invocations.length = 0;
    expect((await fetch(`${gateway.url}/__dev/jobs/lock-prize-awards`)).status).toBe(405);
    expect((await post('/__dev/jobs/sweep-pledges', '{}')).status).toBe(404);
    expect((await post('/__dev/jobs/toString', '{}')).status).toBe(404);
    expect(invocations).toEqual([]);
  });
});
