// The middy stack every route handler is built with: logging with correlation id, tracing, request
// validation from the route table, caller/role check, response shaping and error mapping; measured
// and correlated around it (route-observation.ts).
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { AnyRoute, RouteBody, RoutePath, RouteQuery } from '@thon/shared/api/route-definition';
import { authorizeCaller, type Caller } from './caller';
import { acceptEdgeRequest } from './edge-origin';
import { errorAnswer } from './error-responses';
import { logger } from './logger';
import { parseRequest, type MultipartReader } from './request-parsing';
import { routeAreaOf } from './route-area';
import { observedRoute } from './route-observation';
import { handlerTracing, tracer } from './tracer';

export interface HandlerInput<R extends AnyRoute> {
  body: RouteBody<R>;
  path: RoutePath<R>;
  query: RouteQuery<R>;
  caller: R['auth'] extends { kind: 'public' } ? undefined : Caller;
  event: APIGatewayProxyEventV2;
}

type AuthorizerEvent = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { lambda?: unknown } };
};

function json(statusCode: number, body: unknown, cacheControl: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
    body: JSON.stringify(body),
  };
}

function cacheControlFor(route: AnyRoute): string {
  if (route.auth.kind !== 'public' || !route.cache) return 'no-store';
  const { maxAge = 0, sMaxAge, staleWhileRevalidate } = route.cache;
  return `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

function errorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  const answer = errorAnswer(error);
  if (answer.fault) logger.error('Unhandled fault', error as Error);
  return json(answer.statusCode, answer.body, 'no-store');
}

/** `multipart`: the body reader of a route that takes multipart/form-data (see request-parsing.ts). */
export function api<R extends AnyRoute>(route: R, options: { multipart?: MultipartReader } = {}) {
  return {
    handler(run: (input: HandlerInput<R>) => Promise<z.input<R['response']>>) {
      const handler = middy<AuthorizerEvent, APIGatewayProxyStructuredResultV2, Error, Context>()
        .use(injectLambdaContext(logger, { resetKeys: true }))
        .use(captureLambdaHandler(tracer, handlerTracing))
        .use({
          before: async ({ event }) => {
            logger.appendKeys({ route: route.name, requestId: event.requestContext?.requestId });
            await acceptEdgeRequest(event);
          },
          onError: (request) => {
            request.response = errorResponse(request.error);
          },
        })
        .handler(async (event) => {
          // The role check comes first: a caller the route does not allow learns nothing about
          // its input rules. It is the only role check (the authorizer checks the session).
          const caller = authorizeCaller(route, event.requestContext.authorizer?.lambda);
          const parsed = await parseRequest(route, event, options.multipart);
          const result = await run({ ...parsed, caller, event } as HandlerInput<R>);
          // The response schemas are strict: an answer with a field the contract does not
          // declare fails this parse (a 500, logged) instead of being sent, so a handler cannot
          // leak data (a child's surname, an email) the contract does not promise. The browser
          // reads answers leniently (it strips fields it does not know), so adding a field here
          // never breaks an open tab or a web deployed before the API.
          const answer: unknown = route.response.parse(result);
          if (route.responseContentType && typeof answer === 'string') {
            return {
              statusCode: 200,
              headers: {
                'content-type': `${route.responseContentType}; charset=utf-8`,
                'cache-control': cacheControlFor(route),
              },
              body: answer,
            };
          }
          return json(200, answer, cacheControlFor(route));
        });
      // Measured and correlated around the whole stack (route-observation.ts): the duration is
      // the function's, and a fault the error mapping answered counts as one.
      return observedRoute({ name: route.name, area: () => routeAreaOf(route.name) }, handler);
    },
  };
}
