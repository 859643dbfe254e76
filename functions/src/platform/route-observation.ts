// Every API request measured and correlated (route handlers through http-api.ts, and the
// authorizer): its correlation id is API Gateway's request id, answered in `x-correlation-id`; one
// EMF document per request holds Requests, Faults (5xx), ClientErrors (4xx) and Duration by `Area`,
// with the route's name and the correlation id as properties (searchable, not dimensions: cost).
//
// An incoming x-correlation-id header is not adopted: the API is public, so anyone could make
// their requests' log lines share an id with someone else's, or put a chosen string into our logs
// and queue messages. API Gateway's id cannot be chosen by a caller, is unique, and is also the id
// of API Gateway's own access log line; the browser learns it from the answer's header.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { metricDimensions, routeMetrics } from '@thon/shared/observability/metric-catalog';
import { observeInvocation } from './invocation';
import { logger } from './logger';
import { MetricUnit, publishMetrics } from './metrics';
import { authorizerArea } from './route-area';
import { handlerTracing, tracer } from './tracer';

export const correlationIdHeader = 'x-correlation-id';

interface RequestEvent {
  requestContext?: { requestId?: string };
}

/** A request's correlation id: API Gateway's request id (Lambda's invocation id if none). */
export function requestCorrelationId(event: RequestEvent, context: Context | undefined): string {
  return event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
}

/** One request's metrics, added and flushed at once (nothing else shares the document). */
export function publishRequestMetrics(request: {
  route: string;
  area: string;
  status: number;
  durationMs: number;
  correlationId: string;
}): void {
  publishMetrics((m) => {
    m.addDimension(metricDimensions.area, request.area);
    m.addMetric(routeMetrics.requests, MetricUnit.Count, 1);
    m.addMetric(routeMetrics.faults, MetricUnit.Count, request.status >= 500 ? 1 : 0);
    m.addMetric(
      routeMetrics.clientErrors,
      MetricUnit.Count,
      request.status >= 400 && request.status < 500 ? 1 : 0,
    );
    m.addMetric(routeMetrics.duration, MetricUnit.Milliseconds, Math.round(request.durationMs));
    m.addMetadata('route', request.route);
    m.addMetadata('correlation_id', request.correlationId);
  });
}

interface HttpResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
}

/**
 * A route's handler, measured and correlated: the correlation id is set before the handler runs
 * (its log lines and queue messages carry it) and answered in the response's header.
 */
export function observedRoute<E extends RequestEvent, R extends HttpResult>(
  route: { name: string; area: () => string },
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  return (event, context) => {
    const correlationId = requestCorrelationId(event, context);
    return observeInvocation(
      { name: route.name, kind: 'route', correlationId },
      async () => {
        const response = await handler(event, context ?? ({} as Context));
        response.headers = { ...response.headers, [correlationIdHeader]: correlationId };
        return response;
      },
      ({ durationMs, result }) => {
        const status = result?.statusCode ?? 500;
        publishRequestMetrics({ route: route.name, area: route.area(), status, durationMs, correlationId });
        return status;
      },
    );
  };
}

/**
 * The authorizer, measured like a route of its own area: a refusal is a client error (API Gateway
 * answers 403), a throw a fault (API Gateway answers 5xx).
 */
export function observedAuthorizer<E extends RequestEvent, R extends { isAuthorized: boolean }>(
  handler: (event: E) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  const name = 'Authorizer';
  const traced = middy<E, R, Error, Context>(handler)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, handlerTracing));
  return (event, context) => {
    const correlationId = requestCorrelationId(event, context);
    return observeInvocation(
      { name, kind: 'route', correlationId },
      () => traced(event, context ?? ({} as Context)),
      ({ durationMs, result }) => {
        const status = result === undefined ? 500 : result.isAuthorized ? 200 : 403;
        publishRequestMetrics({ route: name, area: authorizerArea, status, durationMs, correlationId });
        return status;
      },
    );
  };
}
