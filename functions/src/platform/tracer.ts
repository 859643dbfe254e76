// X-Ray traces (Powertools Tracer): every function runs with active tracing (CDK), its handler is a
// subsegment, and its AWS SDK calls and outgoing HTTP requests (the payment provider, Jira) are
// traced. Outside Lambda (the local stack, tests) Powertools turns tracing off by itself; locally
// the calls are recorded by platform/clients/instrumented.ts for the local stack's trace instead.
// First, so the X-Ray SDK loads in manual mode outside Lambda (see the module).
import './xray-outside-lambda';
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ serviceName: 'thon' });

/**
 * captureLambdaHandler's options. Answers are not written into the trace: they hold what a route
 * returns (a child's name, an email), which the trace, kept 30 days and readable by anyone with
 * X-Ray access, must not.
 */
export const handlerTracing = { captureResponse: false } as const;
