// The business counts reach the metrics end to end: a donor's pledge through the API is counted by
// CreatePledge through the composition's Powertools adapter, as an EMF document the local stack's
// telemetry sink sums under the catalog's name and dimension (GET /__dev/metrics). Exactly-once is
// the unit tests' (functions/test/unit/pledges, ...): other files share the stack and run at the
// same time, so here counts are compared as growth.
import { describe, expect, inject, it } from 'vitest';
import { devMetricsSchema, type DevMetrics } from '@thon/shared/observability/local-telemetry';
import {
  businessMetricDimension,
  businessMetrics,
  metricNamespace,
} from '@thon/shared/observability/metric-catalog';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const { metricsUrl } = inject('stack');

async function readMetrics(): Promise<DevMetrics> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return devMetricsSchema.parse(await response.json());
}

const pledgesOfKind = (summary: DevMetrics, kind: string) =>
  summary.metrics.find(
    (metric) =>
      metric.namespace === metricNamespace('local') &&
      metric.name === businessMetrics.pledgesCreated &&
      metric.dimensions === `${businessMetricDimension.PledgesCreated}=${kind}`,
  )?.sum ?? 0;

describe('business metrics on the local stack', () => {
  it('counts a donor’s pledge by its kind', async () => {
    const event = await createPledgeEvent();
    const before = await readMetrics();
    const answer = await createPledgeCall(apiClient(apiUrl), pledgeBody(event.participantIds[0] ?? ''));
    expect(answer.status).toBe(200);
    const after = await readMetrics();
    expect(pledgesOfKind(after, 'PerUnit') - pledgesOfKind(before, 'PerUnit')).toBeGreaterThanOrEqual(1);
  });
});
