// The route table: every HTTP call of Thon, declared once. CDK (one Lambda + route each),
// the local gateway, the web API client and the OpenAPI document are generated from it.
import { z } from 'zod';
import { defineRoute, type AnyRoute } from './route-definition';
import { eventCodeRequestSchema, eventCodeResponseSchema } from './schemas/event-code';
import { referenceListsSchema } from '../catalog/reference-lists';

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
  getReferenceLists: defineRoute({
    name: 'GetReferenceLists',
    summary: 'Reference lists (catalogue defaults with server configuration merged over them)',
    method: 'GET',
    path: '/api/utilities/GetReferenceLists',
    handler: 'catalog/get-reference-lists',
    auth: { kind: 'public' },
    table: 'read',
    // Browsers keep the lists an hour, so a page session loads them once.
    cache: { maxAge: 3600, sMaxAge: 300, staleWhileRevalidate: 86_400 },
    request: { query: z.strictObject({}) },
    response: referenceListsSchema,
  }),
} as const satisfies Record<string, AnyRoute>;

export type Routes = typeof routes;
export const routeList: readonly AnyRoute[] = Object.values(routes);

/** First path segments the API serves; CloudFront and the web dev server forward these. */
export const apiPathPrefixes: readonly string[] = [
  ...new Set(routeList.map((route) => `/${route.path.split('/')[1] ?? ''}`)),
].sort();
