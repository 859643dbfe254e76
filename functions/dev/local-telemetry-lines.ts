// The readable terminal lines `npm start` prints per invocation: what ran, its answer, how long it
// took, its correlation id (to find its log lines) and the AWS calls it made, grouped per service:
//   POST /api/pledges/CreatePledge 200 84 ms  corr=3f2a9c1e…  DynamoDB GetItem×2 TransactWriteItems 31 ms · SES SendRawEmail 12 ms
//   job applyLapUnits ok 120 ms  corr=5b01d2aa…  DynamoDB Query×3 40 ms
import type { TracedCall, TracedInvocation } from '@thon/shared/observability/local-telemetry';

const ms = (durationMs: number) => `${Math.round(durationMs)} ms`;

/** Enough of the id to search the log lines for; the whole id is on /dev/metrics. */
const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/** Per service (in the order first called): each operation with its count, then the service's total time. */
export function formatCalls(calls: readonly TracedCall[]): string {
  const services = new Map<string, { operations: Map<string, number>; durationMs: number }>();
  for (const call of calls) {
    const service = services.get(call.service) ?? { operations: new Map<string, number>(), durationMs: 0 };
    const operation = call.error ? `${call.operation}(${call.error})` : call.operation;
    service.operations.set(operation, (service.operations.get(operation) ?? 0) + 1);
    service.durationMs += call.durationMs;
    services.set(call.service, service);
  }
  return [...services]
    .map(([name, { operations, durationMs }]) => {
      const named = [...operations].map(([operation, count]) =>
        count > 1 ? `${operation}×${count}` : operation,
      );
      return `${name} ${named.join(' ')} ${ms(durationMs)}`;
    })
    .join(' · ');
}

const joined = (parts: readonly string[]) => parts.filter((part) => part !== '').join('  ');

/** A job's or worker's run (or a route's trace reported outside a gateway request). */
export function formatInvocationLine(invocation: TracedInvocation): string {
  return joined([
    `${invocation.kind} ${invocation.name} ${invocation.outcome} ${ms(invocation.durationMs)}`,
    `corr=${shortId(invocation.correlationId)}`,
    formatCalls(invocation.calls),
  ]);
}

export interface GatewayRequest {
  method: string;
  /** The path without its query (which may carry a token). */
  path: string;
  status: number;
  durationMs: number;
  /** The route the request reached, if any: its trace gives the line's calls. */
  routeName?: string;
}

/**
 * One gateway request with the invocations its functions reported: the route's calls inline, any
 * other function's (the authorizer, a dev job) in brackets under its name.
 */
export function formatRequestLine(request: GatewayRequest, traces: readonly TracedInvocation[]): string {
  const route = traces.find((trace) => trace.kind === 'route' && trace.name === request.routeName);
  const others = traces.filter((trace) => trace !== route);
  const correlationId = (route ?? others[0])?.correlationId;
  return joined([
    `${request.method} ${request.path} ${request.status} ${ms(request.durationMs)}`,
    correlationId === undefined ? '' : `corr=${shortId(correlationId)}`,
    route ? formatCalls(route.calls) : '',
    ...others.map((trace) => {
      const calls = formatCalls(trace.calls);
      return `[${trace.name}${calls === '' ? '' : `: ${calls}`}]`;
    }),
  ]);
}
