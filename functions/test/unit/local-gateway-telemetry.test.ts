// The local gateway with the local telemetry (functions/dev/local-gateway.ts): GET /__dev/metrics
// answers the sink's summary (devMetricsSchema), and each request's line carries the trace its
// route's function reported while it ran (collected, not printed on its own), without the query.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { devMetricsPath, devMetricsSchema } from '@thon/shared/observability/local-telemetry';
import { startGateway, type Gateway } from '../../dev/local-gateway';
import { createLocalTelemetry, registerLocalTelemetry } from '../../dev/local-telemetry';

const route = {
  name: 'CreatePledge',
  summary: 'A pledge',
  method: 'POST',
  path: '/api/pledges/CreatePledge',
  handler: 'pledges/create-pledge',
  auth: { kind: 'public' },
} as unknown as AnyRoute;

// A route function reporting as the platform's wrapper does: an EMF document and its trace, handed
// to whatever sink is registered, after an await (the sink must follow the request across it).
const handlerSource = `
const sink = () => globalThis[Symbol.for('thon.local-telemetry-sink')];
export const handler = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  sink()?.metrics({
    _aws: { Timestamp: Date.parse('2026-11-27T10:00:00Z'), CloudWatchMetrics: [
      { Namespace: 'Thon/local', Dimensions: [['Area']], Metrics: [{ Name: 'Requests', Unit: 'Count' }] },
    ] },
    Area: 'pledges', Requests: 1, route: 'CreatePledge',
  });
  sink()?.invocation({
    name: 'CreatePledge', kind: 'route', correlationId: 'c0ffee00-1111-2222-3333-444455556666',
    startedAt: '2026-11-27T10:00:00.000Z', durationMs: 12, outcome: 201,
    calls: [{ service: 'DynamoDB', operation: 'TransactWriteItems', durationMs: 3 }],
  });
  return { statusCode: 201, body: '{}' };
};
`;

const lines: string[] = [];
const telemetry = createLocalTelemetry({ print: (line) => lines.push(`printed: ${line}`) });
let unregister: () => void;
let handlersDir: string;
let gateway: Gateway;
let bare: Gateway;

beforeAll(async () => {
  handlersDir = mkdtempSync(join(tmpdir(), 'thon-gateway-telemetry-'));
  mkdirSync(join(handlersDir, 'pledges'));
  writeFileSync(join(handlersDir, 'pledges', 'create-pledge.ts'), handlerSource);
  unregister = registerLocalTelemetry(telemetry);
  const common = { port: 0, routes: [route], handlersDir, authorizerModule: '/nonexistent/authorize.ts' };
  gateway = await startGateway({ ...common, telemetry, requestLog: (line) => lines.push(line) });
  bare = await startGateway(common);
});
afterAll(async () => {
  unregister();
  await Promise.all([gateway.stop(), bare.stop()]);
  rmSync(handlersDir, { recursive: true, force: true });
});

describe('the local gateway with telemetry', () => {
  it("writes the request's line with its route's calls and correlation id, never its query", async () => {
    lines.length = 0;
    const response = await fetch(`${gateway.url}/api/pledges/CreatePledge?Token=secret-token`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(201);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^POST \/api\/pledges\/CreatePledge 201 \d+ ms {2}corr=c0ffee00… {2}DynamoDB TransactWriteItems 3 ms$/,
    );
  });

  it('answers GET /__dev/metrics with the counters and the latest invocations', async () => {
    await fetch(`${gateway.url}/api/pledges/CreatePledge`, { method: 'POST', body: '{}' });
    const response = await fetch(`${gateway.url}${devMetricsPath}`);
    expect(response.status).toBe(200);
    const summary = devMetricsSchema.parse(await response.json());
    expect(summary.metrics.find((metric) => metric.name === 'Requests')).toMatchObject({
      namespace: 'Thon/local',
      dimensions: 'Area=pledges',
    });
    expect(summary.invocations[0]).toMatchObject({ name: 'CreatePledge', outcome: 201 });
    expect(summary.invocations[0]?.calls).toEqual([
      { service: 'DynamoDB', operation: 'TransactWriteItems', durationMs: 3 },
    ]);
  });

  it('answers 404 without telemetry (a gateway a test starts on its own)', async () => {
    const response = await fetch(`${bare.url}${devMetricsPath}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This gateway has no telemetry.' });
  });
});
