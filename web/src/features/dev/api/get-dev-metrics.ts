// Reads what the local functions measured and traced: GET /__dev/metrics on the local gateway.
import {
  devMetricsPath,
  devMetricsSchema,
  type DevMetrics,
} from '@thon/shared/observability/local-telemetry';
import { readDevEndpoint } from './read-dev-endpoint';

export type { DevMetrics };
export type DevInvocation = DevMetrics['invocations'][number];
export type DevCounter = DevMetrics['metrics'][number];

export function getDevMetrics(signal?: AbortSignal): Promise<DevMetrics> {
  return readDevEndpoint(devMetricsPath, devMetricsSchema, 'The metrics endpoint', signal);
}
