// GET /__dev/metrics on the integration tests' stack (the local telemetry, functions/dev): after
// real API calls it counts their requests under their route's area, with the area's durations,
// and lists each call's invocation, found by the correlation id its answer carried, with the
// DynamoDB calls its function made. Other files share the stack, so counts are compared as growth.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { routeAreas, routes } from '@thon/shared/api/routes';
import { devMetricsSchema, type DevMetrics } from '@thon/shared/observability/local-telemetry';
import { metricDimensions, routeMetrics } from '@thon/shared/observability/metric-catalog';
import { postJson, useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const { metricsUrl } = inject('stack');

const route = routes.eventCode;
const area = Object.entries(routeAreas).find(([, areaRoutes]) =>
  Object.values(areaRoutes).some((candidate) => candidate.name === route.name),
)?.[0];

async function readMetrics(): Promise<DevMetrics> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return devMetricsSchema.parse(await response.json());
}

const counterOf = (summary: DevMetrics, name: string) =>
  summary.metrics.find(
    (metric) => metric.name === name && metric.dimensions === `${metricDimensions.area}=${area}`,
  );

describe('GET /__dev/metrics', () => {
  it("counts an area's requests and lists each invocation with its DynamoDB calls", async () => {
    expect(area).toBeDefined();
    const before = await readMetrics();
    const answers = [];
    for (const code of [randomUUID(), randomUUID()]) {
      answers.push(
        await postJson(`${apiUrl}${route.path}`, { EventCode: `T${code.replace(/-/g, '').slice(0, 9)}` }),
      );
    }
    const after = await readMetrics();

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const requests = (summary: DevMetrics) => counterOf(summary, routeMetrics.requests)?.sum ?? 0;
    expect(requests(after) - requests(before)).toBeGreaterThanOrEqual(2);
    const duration = counterOf(after, routeMetrics.duration);
    expect(duration?.unit).toBe('Milliseconds');
    expect(duration?.p50).toBeGreaterThan(0);
    expect(duration?.p99).toBeGreaterThanOrEqual(duration?.p50 ?? 0);

    for (const answer of answers) {
      const correlationId = answer.headers.get('x-correlation-id');
      expect(correlationId).toBeTruthy();
      const invocation = after.invocations.find((traced) => traced.correlationId === correlationId);
      expect(invocation).toMatchObject({ name: route.name, kind: 'route', outcome: 200 });
      expect(invocation?.calls.filter((call) => call.service === 'DynamoDB').length).toBeGreaterThan(0);
    }
  });
});
