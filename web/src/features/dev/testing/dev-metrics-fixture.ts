// A /__dev/metrics answer for the page's tests.
import type { DevMetrics } from '../api/get-dev-metrics';
import recorded from './dev-metrics-recorded.json';

export const devMetricsFixture: DevMetrics = recorded as DevMetrics;
