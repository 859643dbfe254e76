// The business counts a use case made (domain/ports/business-metrics.ts), in order, with a total
// per metric and split: what a unit test asserts instead of reading EMF log lines.
import type { BusinessMetric } from '@thon/shared/observability/metric-catalog';
import type { BusinessMetrics } from '../../../src/domain/ports/business-metrics';

export interface CountedMetric {
  metric: BusinessMetric;
  value: number;
  split?: string;
}

export class RecordingBusinessMetrics implements BusinessMetrics {
  readonly counted: CountedMetric[] = [];

  count = (metric: BusinessMetric, options: { value?: number; split?: string } = {}) => {
    this.counted.push({
      metric,
      value: options.value ?? 1,
      ...(options.split === undefined ? {} : { split: options.split }),
    });
  };

  /** The sum counted for a metric (and split, when given). */
  total(metric: BusinessMetric, split?: string): number {
    return this.counted
      .filter((entry) => entry.metric === metric && (split === undefined || entry.split === split))
      .reduce((sum, entry) => sum + entry.value, 0);
  }
}
