// The route table: every HTTP call of Thon, declared once. CDK (one Lambda + route each),
// the local gateway, the web API client and the OpenAPI document are generated from it.
import { defineRoute, type AnyRoute } from './route-definition';
import { eventCodeRequestSchema, eventCodeResponseSchema } from './schemas/event-code';

export const routes = {
  eventCode: defineRoute({
    name: 'EventCode',
    summary: 'Find the event a donor-facing event code belongs to',
    method: 'POST',
    path: '/api/EventCode',
    handler: 'events/find-event-by-code',
    auth: { kind: 'public' },
    table: 'read',
    request: { body: eventCodeRequestSchema },
    response: eventCodeResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;

export type Routes = typeof routes;
export const routeList: readonly AnyRoute[] = Object.values(routes);

/** First path segments the API serves; CloudFront and the web dev server forward these. */
export const apiPathPrefixes: readonly string[] = [
  ...new Set(routeList.map((route) => `/${route.path.split('/')[1] ?? ''}`)),
].sort();
