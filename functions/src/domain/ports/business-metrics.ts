// What the business did, counted where it happened (shared/src/observability/metric-catalog.ts):
// a port, so a use case counts without importing the platform's metrics and a unit test can see
// what it counted (an in-memory port). A count is recorded only after the change it counts was
// written: a refused or rolled-back change counts nothing.
import type { BusinessMetric } from '@thon/shared/observability/metric-catalog';

export interface BusinessMetrics {
  /**
   * Adds `value` (default 1) to the metric; `split` is the metric's one dimension value where the
   * catalog gives it one (`businessMetricDimension`: a pledge's Kind, an invitation's Channel, an
   * order's State).
   */
  count(metric: BusinessMetric, options?: { value?: number; split?: string }): void;
}

/** For use cases run where nothing is measured (seeding, scripts). */
export const uncountedMetrics: BusinessMetrics = { count: () => undefined };
