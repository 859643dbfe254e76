// Reference lists and operator utilities.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import * as z from 'zod';
import { defineRoute, type AnyRoute } from '../route-definition';
import { referenceListsSchema } from '../../catalog/reference-lists-schema';
import { clearCacheResponseSchema } from '../schemas/utilities';
import { noQuery } from './route-defaults';

export const utilityRoutes = {
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
  clearCache: defineRoute({
    name: 'ClearCache',
    summary: 'Clear server-side caches and invalidate the CloudFront copies of public data',
    method: 'GET',
    path: '/api/utilities/clearcache',
    handler: 'utilities/clear-cache',
    auth: { kind: 'signed-in', roles: ['super-admin'] },
    table: 'none',
    uses: ['cdn'],
    request: noQuery,
    response: clearCacheResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
