// The functions' CloudWatch metrics (embedded metric format: a JSON log line CloudWatch turns into
// metrics, so no PutMetricData call and no permission). Names and dimensions come from the catalog
// (shared/src/observability/metric-catalog.ts); nothing else becomes a dimension.
//
// Locally, when the local stack registered its telemetry sink, a flushed document goes to the sink
// instead of stdout: the terminal stays readable and /dev/metrics counts it.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { businessMetricDimension, metricNamespace } from '@thon/shared/observability/metric-catalog';
import { localTelemetrySink, type EmfDocument } from '@thon/shared/observability/local-telemetry';
import type { BusinessMetrics } from '../domain/ports/business-metrics';
import { setting } from './environment';
import { logger } from './logger';
import { lazy } from './clients/lazy';

export { MetricUnit };

const serviceName = 'thon';

/** Powertools Metrics, flushing to the local sink when one is registered. */
class ThonMetrics extends Metrics {
  private readonly namespaceName: string;

  constructor(options: { namespace: string; singleMetric?: boolean }) {
    super({ ...options, serviceName });
    this.namespaceName = options.namespace;
    // Powertools adds `service` as a default dimension to every metric. An alarm or a dashboard
    // reads a metric by its exact set of dimensions, and the catalog's are `Area`, `Job`, `Kind`,
    // `Channel`, `State`; the namespace names the service already.
    this.clearDefaultDimensions();
  }

  override serializeMetrics(): ReturnType<Metrics['serializeMetrics']> {
    const document = super.serializeMetrics();
    // A document without dimensions must still name one (empty) dimension set, or CloudWatch
    // extracts no metric from it: a business count without a split is such a document.
    for (const directive of document._aws.CloudWatchMetrics) {
      const dimensionSets: string[][] = directive.Dimensions;
      if (dimensionSets.length === 0) dimensionSets.push([]);
    }
    return document;
  }

  override publishStoredMetrics(): this {
    const sink = localTelemetrySink();
    if (!sink) {
      super.publishStoredMetrics();
      return this;
    }
    try {
      if (this.hasStoredMetrics()) sink.metrics(this.serializeMetrics() as unknown as EmfDocument);
    } finally {
      this.clearMetrics();
      this.clearDimensions();
      this.clearMetadata();
    }
    return this;
  }

  /** A metric flushed at once in its own document: its dimension applies to it alone. */
  override singleMetric(): ThonMetrics {
    return new ThonMetrics({ namespace: this.namespaceName, singleMetric: true });
  }
}

/**
 * The one Metrics instance, made at first use: the namespace is the stage's (`Thon/<stage>`), and
 * the stage is a setting read from the environment, set by CDK (and by the local stack).
 */
export const metrics = lazy(() => new ThonMetrics({ namespace: metricNamespace(setting('stage')) }));

let unpublishedWarned = false;

function warnUnpublished(error: unknown): void {
  if (unpublishedWarned) return;
  unpublishedWarned = true;
  logger.warn('Metrics not published', { reason: error instanceof Error ? error.message : String(error) });
}

/**
 * Adds one invocation's metrics and flushes them at once, so nothing else (another request locally,
 * where requests overlap in one process) lands in the same document. Measuring never costs the
 * caller its answer: a failure (a missing stage setting in a test) is logged once, not thrown.
 */
export function publishMetrics(fill: (instance: Metrics) => void): void {
  try {
    const instance = metrics();
    fill(instance);
    instance.publishStoredMetrics();
  } catch (error) {
    warnUnpublished(error);
  }
}

/**
 * The BusinessMetrics port on Powertools. Each count is its own document (a single metric), so a
 * split's dimension never lands on a route's or job's metrics, and a count without a split never
 * takes their `Area` or `Job`. A count comes after the write it counts: it never throws, so a
 * measuring failure cannot turn a pledge or a charge that was written into an error.
 */
export const powertoolsBusinessMetrics: BusinessMetrics = {
  count(metric, options = {}) {
    try {
      const single = metrics().singleMetric();
      const dimension = businessMetricDimension[metric];
      if (dimension && options.split) single.addDimension(dimension, options.split);
      single.addMetric(metric, MetricUnit.Count, options.value ?? 1);
    } catch (error) {
      warnUnpublished(error);
    }
  },
};
