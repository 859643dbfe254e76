// The local stack's telemetry sink (the contract: shared/src/observability/local-telemetry.ts).
// Locally the functions hand it each flushed EMF document and each invocation's trace instead of
// CloudWatch and X-Ray; it sums the documents into counters (as CloudWatch would: one per namespace,
// metric and dimension values), keeps the latest invocations for GET /__dev/metrics, and prints
// one readable line per job or worker run (a gateway request's traces go to the gateway's own line).
// Memory stays bounded for a long `npm start`: durations keep a fixed-size sample, counters stop at
// a limit, invocations at 100.
import { AsyncLocalStorage } from 'node:async_hooks';
import * as z from 'zod';
import {
  localTelemetrySinkKey,
  type DevMetrics,
  type LocalTelemetrySink,
  type TracedInvocation,
} from '@thon/shared/observability/local-telemetry';
import { formatInvocationLine } from './local-telemetry-lines';
import { createReservoir, type Reservoir } from './local-telemetry-reservoir';

export interface LocalTelemetry extends LocalTelemetrySink {
  /** What GET /__dev/metrics answers. */
  summary(): DevMetrics;
  /**
   * Runs one gateway request: the invocations reported while it runs are added to `collected`
   * (for the request's terminal line) rather than printed on their own.
   */
  collect<T>(collected: TracedInvocation[], run: () => Promise<T>): Promise<T>;
}

export interface LocalTelemetryOptions {
  /** Prints a job's or worker's line; nothing is printed without it (the test stacks). */
  print?: (line: string) => void;
  /** Values kept per duration metric for its percentiles. */
  reservoirSize?: number;
  /** Counters kept at most; a document's new counters past it are dropped. */
  maxCounters?: number;
  /** The reservoirs' sampling (tests seed it). */
  random?: () => number;
}

/** The latest invocations kept (the contract's bound). */
const invocationLimit = 100;
const durationUnits = new Set(['Milliseconds', 'Seconds', 'Microseconds']);

// What is read of an EMF document (CloudWatch's embedded metric format specification); anything
// else in it (the route's name, the correlation id) is a property the counters do not need.
const emfSchema = z.object({
  _aws: z.object({
    Timestamp: z.number(),
    CloudWatchMetrics: z.array(
      z.object({
        Namespace: z.string(),
        Dimensions: z.array(z.array(z.string())),
        Metrics: z.array(z.object({ Name: z.string(), Unit: z.string().optional() })),
      }),
    ),
  }),
});

interface Counter {
  namespace: string;
  name: string;
  dimensions: string;
  unit: string;
  samples: number;
  sum: number;
  lastAt: string;
  durations?: Reservoir;
}

/** A metric's values in a document: a number, or an array when it was added more than once. */
function valuesOf(field: unknown): number[] {
  const values = Array.isArray(field) ? (field as unknown[]) : [field];
  return values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

/** `Area=events`; undefined when the document lacks a dimension's value (CloudWatch drops it too). */
function dimensionText(document: Record<string, unknown>, names: readonly string[]): string | undefined {
  const pairs: string[] = [];
  for (const name of names) {
    const value = document[name];
    if (typeof value !== 'string') return undefined;
    pairs.push(`${name}=${value}`);
  }
  return pairs.join(',');
}

export function createLocalTelemetry(options: LocalTelemetryOptions = {}): LocalTelemetry {
  const startedAt = new Date().toISOString();
  const reservoirSize = options.reservoirSize ?? 1024;
  const maxCounters = options.maxCounters ?? 2000;
  const counters = new Map<string, Counter>();
  const invocations: TracedInvocation[] = [];
  const requests = new AsyncLocalStorage<TracedInvocation[]>();

  function record(
    key: { namespace: string; name: string; dimensions: string; unit: string },
    values: readonly number[],
    at: string,
  ): void {
    const id = JSON.stringify([key.namespace, key.name, key.dimensions]);
    let counter = counters.get(id);
    if (!counter) {
      if (counters.size >= maxCounters) return;
      counter = { ...key, samples: 0, sum: 0, lastAt: at };
      if (durationUnits.has(key.unit)) counter.durations = createReservoir(reservoirSize, options.random);
      counters.set(id, counter);
    }
    for (const value of values) {
      counter.samples += 1;
      counter.sum += value;
      counter.durations?.add(value);
    }
    counter.lastAt = at;
  }

  return {
    metrics(document) {
      const parsed = emfSchema.safeParse(document);
      if (!parsed.success) return;
      const fields = document as Record<string, unknown>;
      const timestamp = new Date(parsed.data._aws.Timestamp);
      const at = Number.isNaN(timestamp.getTime()) ? new Date().toISOString() : timestamp.toISOString();
      for (const directive of parsed.data._aws.CloudWatchMetrics) {
        for (const set of directive.Dimensions) {
          const dimensions = dimensionText(fields, set);
          if (dimensions === undefined) continue;
          for (const metric of directive.Metrics) {
            const values = valuesOf(fields[metric.Name]);
            if (values.length === 0) continue;
            const unit = metric.Unit ?? 'None';
            record({ namespace: directive.Namespace, name: metric.Name, dimensions, unit }, values, at);
          }
        }
      }
    },
    invocation(trace) {
      invocations.unshift(trace);
      if (invocations.length > invocationLimit) invocations.length = invocationLimit;
      const collected = requests.getStore();
      if (collected) collected.push(trace);
      else options.print?.(formatInvocationLine(trace));
    },
    collect: (collected, run) => requests.run(collected, run),
    summary() {
      const metrics = [...counters.values()]
        .map(({ durations, ...counter }) => ({
          ...counter,
          ...(durations ? { p50: durations.percentile(0.5), p99: durations.percentile(0.99) } : {}),
        }))
        .sort(
          (a, b) =>
            a.namespace.localeCompare(b.namespace) ||
            a.name.localeCompare(b.name) ||
            a.dimensions.localeCompare(b.dimensions),
        );
      return { startedAt, metrics, invocations: invocations.map((trace) => structuredClone(trace)) };
    },
  };
}

// Every sink registered and not yet stopped, oldest first, kept on globalThis beside the slot the
// functions read: a second copy of this module (a test runner's fresh module graph) sees the same
// list. The functions read only the slot, which holds the latest running stack's sink. Two stacks
// running at once in one process already share process.env (the table, the endpoint), so the
// latest one is the one the functions talk to anyway.
const registeredKey = Symbol.for('thon.local-telemetry-sinks');

function registered(): LocalTelemetrySink[] {
  const global = globalThis as Record<symbol, LocalTelemetrySink[] | undefined>;
  global[registeredKey] ??= [];
  return global[registeredKey];
}

function publishLatest(): void {
  const slot = globalThis as Record<symbol, LocalTelemetrySink | undefined>;
  const latest = registered().at(-1);
  if (latest) slot[localTelemetrySinkKey] = latest;
  else Reflect.deleteProperty(slot, localTelemetrySinkKey);
}

/** Makes `sink` the one the functions report to; answers the unregister (safe to call twice). */
export function registerLocalTelemetry(sink: LocalTelemetrySink): () => void {
  registered().push(sink);
  publishLatest();
  return () => {
    const sinks = registered();
    const index = sinks.indexOf(sink);
    if (index === -1) return;
    sinks.splice(index, 1);
    publishLatest();
  };
}
