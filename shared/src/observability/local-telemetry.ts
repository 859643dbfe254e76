// Locally the functions run inside the `npm start` process: what they measure and trace is handed
// to the local stack (a sink registered on globalThis, so handler modules reloaded on edit find the
// same sink) for its readable terminal lines and the /dev/metrics page. Deployed, no sink is
// registered: metrics are EMF log lines and traces go to X-Ray.
import * as z from 'zod';

/** The globalThis key the local stack registers its sink under (functions/dev). */
export const localTelemetrySinkKey = Symbol.for('thon.local-telemetry-sink');

/** One CloudWatch embedded-metric-format document, as Powertools Metrics flushes it. */
export interface EmfDocument {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit?: string }[];
    }[];
  };
  [field: string]: unknown;
}

/** One AWS SDK call inside a traced invocation. */
export interface TracedCall {
  service: string;
  operation: string;
  durationMs: number;
  /** The error's name when the call failed. */
  error?: string;
}

/** One invocation (a route's request, a job's run, a worker's batch), with the calls it made. */
export interface TracedInvocation {
  /** The route's or job's name. */
  name: string;
  kind: 'route' | 'job' | 'worker';
  correlationId: string;
  startedAt: string;
  durationMs: number;
  /** A route's HTTP status; a job's `ok` or `failed`. */
  outcome: number | 'ok' | 'failed';
  calls: TracedCall[];
}

export interface LocalTelemetrySink {
  metrics(document: EmfDocument): void;
  invocation(trace: TracedInvocation): void;
}

/** The registered sink, if the local stack registered one. */
export function localTelemetrySink(): LocalTelemetrySink | undefined {
  return (globalThis as Record<symbol, LocalTelemetrySink | undefined>)[localTelemetrySinkKey];
}

/** GET /__dev/metrics on the local gateway (not an API route): the summary /dev/metrics shows. */
export const devMetricsPath = '/__dev/metrics';

const counterSchema = z.object({
  namespace: z.string(),
  name: z.string(),
  /** `Area=events`, `Kind=Flat`; empty for a metric without dimensions. */
  dimensions: z.string(),
  unit: z.string(),
  /** Values recorded since the stack started: their count, sum, and for durations p50/p99. */
  samples: z.number(),
  sum: z.number(),
  p50: z.number().optional(),
  p99: z.number().optional(),
  lastAt: z.string(),
});

export const devMetricsSchema = z.object({
  startedAt: z.string(),
  metrics: z.array(counterSchema),
  /** The latest invocations, newest first (at most 100). */
  invocations: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['route', 'job', 'worker']),
      correlationId: z.string(),
      startedAt: z.string(),
      durationMs: z.number(),
      outcome: z.union([z.number(), z.literal('ok'), z.literal('failed')]),
      calls: z.array(
        z.object({
          service: z.string(),
          operation: z.string(),
          durationMs: z.number(),
          error: z.string().optional(),
        }),
      ),
    }),
  ),
});

export type DevMetrics = z.infer<typeof devMetricsSchema>;
