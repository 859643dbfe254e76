// Every AWS SDK client the functions make goes through here: deployed, its calls become X-Ray
// subsegments (Powertools Tracer); locally, inside an invocation, each call is recorded (service,
// operation, milliseconds, error) for the local stack's trace. Outside an invocation (the local
// stack's own setup and queue polling) nothing is recorded.
import { recordingSdkCalls, recordSdkCall } from '../invocation';
import { tracer } from '../tracer';
import { lazy } from './lazy';

type Next = (args: unknown) => Promise<unknown>;

/**
 * What this uses of a client's middleware stack. Each client's stack is typed by its own inputs and
 * outputs; the recorder reads none of them, so it sees every stack through this one shape.
 */
interface MiddlewareStackLike {
  add(
    middleware: (next: Next, context: { clientName?: string; commandName?: string }) => Next,
    options: { step: 'initialize'; name: string; override?: boolean },
  ): void;
}

function recordCalls(client: { middlewareStack: unknown }): void {
  (client.middlewareStack as MiddlewareStackLike).add(
    (next, context) => async (args) => {
      // Deployed (and outside an invocation locally) a call passes straight through.
      if (!recordingSdkCalls()) return next(args);
      const started = performance.now();
      let error: string | undefined;
      try {
        return await next(args);
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.name : 'Error';
        throw thrown;
      } finally {
        recordSdkCall({
          service: (context.clientName ?? 'AWS').replace(/Client$/, ''),
          operation: (context.commandName ?? 'call').replace(/Command$/, ''),
          durationMs: performance.now() - started,
          ...(error === undefined ? {} : { error }),
        });
      }
    },
    { step: 'initialize', name: 'thonLocalTrace', override: true },
  );
}

/** A client made at first use (after the environment is known), traced. */
export function awsClient<C extends { middlewareStack: unknown }>(create: () => C): () => C {
  return lazy(() => {
    const client = tracer.captureAWSv3Client(create());
    recordCalls(client);
    return client;
  });
}
