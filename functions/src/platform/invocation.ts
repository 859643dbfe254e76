// One invocation of a function (a route's request, a job's run, a worker's batch): its correlation
// id, and locally the AWS SDK calls it made, for the local stack's readable trace.
//
// The correlation id is the id every log line of the invocation carries (Logger key
// `correlation_id`) and every queue message it sends (message attribute `correlationId`), so a
// pledge's charge lines share the id of the request that completed its Thon. Deployed, a function
// runs one invocation at a time and the Logger holds the id. Locally every function runs in one
// process, requests overlap, and the local stack needs each invocation's calls: there (when the
// local telemetry sink is registered) the invocation runs in an AsyncLocalStorage scope, which
// deployed is never entered, so it costs nothing there.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  localTelemetrySink,
  type TracedCall,
  type TracedInvocation,
} from '@thon/shared/observability/local-telemetry';
import { logger } from './logger';

interface Scope {
  correlationId: string;
  calls: TracedCall[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** The correlation id of the invocation (or queue record) running now, if any. */
export function currentCorrelationId(): string | undefined {
  const scoped = scopes.getStore()?.correlationId;
  if (scoped) return scoped;
  const logged: unknown = logger.getCorrelationId();
  return typeof logged === 'string' && logged !== '' ? logged : undefined;
}

/**
 * Ids we accept from a queue message's attribute: what API Gateway and Lambda issue (base64 or a
 * UUID), bounded, so a message can never put an arbitrary string into every log line.
 */
const wellFormedId = /^[A-Za-z0-9+/=._:-]{1,100}$/;

export function wellFormedCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && wellFormedId.test(value) ? value : undefined;
}

/** The message attribute name a queue message carries its sender's correlation id in. */
export const correlationIdAttribute = 'correlationId';

/**
 * A queue message's attributes carrying the correlation id of the invocation sending it (none
 * outside one): the worker's lines for the message then share the sender's id.
 */
export function correlationAttributes(): {
  MessageAttributes?: Record<string, { DataType: 'String'; StringValue: string }>;
} {
  const correlationId = currentCorrelationId();
  return correlationId === undefined
    ? {}
    : { MessageAttributes: { [correlationIdAttribute]: { DataType: 'String', StringValue: correlationId } } };
}

/** Whether AWS SDK calls made now are recorded: only locally, inside an invocation's scope. */
export function recordingSdkCalls(): boolean {
  return scopes.getStore() !== undefined;
}

/** An AWS SDK call made now: kept only locally, inside an invocation's scope. */
export function recordSdkCall(call: TracedCall): void {
  scopes.getStore()?.calls.push(call);
}

/** Whether the local stack is tracing (its sink is registered): deployed, never. */
export const tracingLocally = (): boolean => localTelemetrySink() !== undefined;

export interface InvocationFacts {
  name: string;
  kind: TracedInvocation['kind'];
  correlationId: string;
}

/**
 * Runs an invocation with its correlation id set on the Logger (and locally in its own scope),
 * then calls `finish` with how long it took and what it returned or threw; locally the trace of
 * its SDK calls goes to the sink. `finish` measures: it must not throw.
 */
export async function observeInvocation<R>(
  facts: InvocationFacts,
  run: () => Promise<R>,
  finish: (ended: { durationMs: number; result?: R; error?: unknown }) => TracedInvocation['outcome'],
): Promise<R> {
  const startedAt = new Date();
  const started = performance.now();
  const sink = localTelemetrySink();
  const scope: Scope | undefined = sink ? { correlationId: facts.correlationId, calls: [] } : undefined;
  const end = (ended: { result?: R; error?: unknown }) => {
    const durationMs = performance.now() - started;
    const outcome = finish({ ...ended, durationMs });
    sink?.invocation({
      ...facts,
      startedAt: startedAt.toISOString(),
      durationMs,
      outcome,
      calls: scope?.calls ?? [],
    });
  };
  logger.setCorrelationId(facts.correlationId);
  try {
    const result = await (scope ? scopes.run(scope, run) : run());
    end({ result });
    return result;
  } catch (error) {
    end({ error });
    throw error;
  }
}

/**
 * Runs one queue record's work under the correlation id its message carries (when well formed),
 * then gives the Logger back the invocation's id: the record's log lines (and what it sends on)
 * share the id of the request that queued it.
 */
export async function withRecordCorrelation<R>(carried: unknown, run: () => Promise<R>): Promise<R> {
  const invocationId = currentCorrelationId();
  const correlationId = wellFormedCorrelationId(carried) ?? invocationId;
  if (correlationId === undefined) return run();
  logger.setCorrelationId(correlationId);
  const outer = scopes.getStore();
  try {
    return await (outer ? scopes.run({ ...outer, correlationId }, run) : run());
  } finally {
    if (invocationId !== undefined) logger.setCorrelationId(invocationId);
  }
}
