// Every background job and queue worker handler goes through here (handlers/workers/*.ts): logged
// with the Lambda context, traced, correlated and measured. One EMF document per run: JobRuns,
// JobFailures and JobDuration by `Job` (the job table's key). A run that throws is one failure; a
// run that reports failed items counts them: a result's `failed` (a Thon's lap units, a prize
// lock) or a partial batch response's `batchItemFailures` (a pledge's charge, an invalidation).
//
// A run's correlation id is its Lambda invocation's id; a queue worker sets each record's own
// (the id of the request that queued it) with withRecordCorrelation (platform/invocation.ts).
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { jobMetrics, metricDimensions } from '@thon/shared/observability/metric-catalog';
import type { JobName } from '../jobs/job-table';
import { observeInvocation } from './invocation';
import { logger } from './logger';
import { MetricUnit, publishMetrics } from './metrics';
import { handlerTracing, tracer } from './tracer';

/** Items a run reports failed: a result's `failed` count or a partial batch response's list. */
export function failedItemsOf(result: unknown): number {
  if (typeof result !== 'object' || result === null) return 0;
  const { failed, batchItemFailures } = result as { failed?: unknown; batchItemFailures?: unknown };
  if (typeof failed === 'number' && Number.isFinite(failed)) return failed;
  if (Array.isArray(batchItemFailures)) return batchItemFailures.length;
  return 0;
}

function publishJobMetrics(run: {
  job: JobName;
  failures: number;
  durationMs: number;
  correlationId: string;
}) {
  publishMetrics((m) => {
    m.addDimension(metricDimensions.job, run.job);
    m.addMetric(jobMetrics.runs, MetricUnit.Count, 1);
    m.addMetric(jobMetrics.failures, MetricUnit.Count, run.failures);
    m.addMetric(jobMetrics.duration, MetricUnit.Milliseconds, Math.round(run.durationMs));
    m.addMetadata('correlation_id', run.correlationId);
  });
}

/**
 * The job's handler, observed. `kind`: 'worker' for a queue's consumer, 'job' otherwise (the
 * local trace tells them apart).
 */
export function jobHandler<E, R>(
  job: JobName,
  kind: 'job' | 'worker',
  run: (event: E, context: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  const traced = middy<E, R, Error, Context>(run)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, handlerTracing));
  return (event, context) => {
    const lambdaContext = context ?? ({} as Context);
    const correlationId = lambdaContext.awsRequestId ?? `${job}-${Date.now()}`;
    return observeInvocation(
      { name: job, kind, correlationId },
      () => traced(event, lambdaContext),
      ({ durationMs, result, error }) => {
        const failures = error === undefined ? failedItemsOf(result) : 1;
        publishJobMetrics({ job, failures, durationMs, correlationId });
        return failures > 0 ? 'failed' : 'ok';
      },
    );
  };
}
