// A local telemetry sink that keeps what the functions hand it (shared/src/observability/
// local-telemetry.ts), registered on globalThis as the local stack registers its own: the unit
// tests of metrics and traces read the EMF documents and invocations from it.
import type {
  EmfDocument,
  LocalTelemetrySink,
  TracedInvocation,
} from '@thon/shared/observability/local-telemetry';
import { localTelemetrySinkKey } from '@thon/shared/observability/local-telemetry';

const globals = globalThis as Record<symbol, unknown>;

export interface RecordedTelemetry {
  documents: EmfDocument[];
  invocations: TracedInvocation[];
}

/** Registers a fresh recording sink; call `stopRecordingTelemetry` after the test. */
export function recordTelemetry(): RecordedTelemetry {
  const recorded: RecordedTelemetry = { documents: [], invocations: [] };
  globals[localTelemetrySinkKey] = {
    metrics: (document) => recorded.documents.push(document),
    invocation: (trace) => recorded.invocations.push(trace),
  } satisfies LocalTelemetrySink;
  return recorded;
}

export function stopRecordingTelemetry(): void {
  globals[localTelemetrySinkKey] = undefined;
}
