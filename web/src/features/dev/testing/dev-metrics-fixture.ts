// /__dev/metrics answers for the page's tests: the recorded one, and that recording with what it
// lacks: business counts and a failed run.
import type { DevMetrics } from '../api/get-dev-metrics';
import { recordedDevMetrics } from './dev-metrics-recorded';

export const devMetricsFixture: DevMetrics = recordedDevMetrics;

const at = '2026-11-27T17:45:00.000Z';

export const devMetricsWithBusiness: DevMetrics = {
  ...devMetricsFixture,
  metrics: [
    ...devMetricsFixture.metrics,
    {
      namespace: 'Thon/local',
      name: 'LapsCounted',
      dimensions: '',
      unit: 'Count',
      samples: 1,
      sum: 12,
      lastAt: at,
    },
    {
      namespace: 'Thon/local',
      name: 'PledgesCreated',
      dimensions: 'Kind=Flat',
      unit: 'Count',
      samples: 2,
      sum: 2,
      lastAt: at,
    },
  ],
  invocations: [
    {
      name: 'chargePledges',
      kind: 'worker',
      correlationId: '9d0b1c2e-0000-4e8a-9f00-abcdefabcdef',
      startedAt: at,
      durationMs: 8.4,
      outcome: 'failed',
      calls: [{ service: 'DynamoDB', operation: 'Query', durationMs: 2.1, error: 'ThrottlingException' }],
    },
    ...devMetricsFixture.invocations,
  ],
};
