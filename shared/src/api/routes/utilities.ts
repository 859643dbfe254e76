// Reference lists and operator utilities.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import * as z from 'zod';
import { defineRoute, type AnyRoute } from '../route-definition';
import { referenceListsSchema } from '../../catalog/reference-lists-schema';
import { clearCacheResponseSchema } from '../schemas/utilities';
import {
  editedReferenceListSchema,
  referenceListOverridesSchema,
  updateReferenceListRequestSchema,
} from '../schemas/reference-lists-admin';
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
  listReferenceListOverrides: defineRoute({
    name: 'ListReferenceListOverrides',
    summary: "The console's editable reference lists, merged, retired entries marked, each with its version",
    method: 'GET',
    path: '/api/utilities/ListReferenceListOverrides',
    handler: 'catalog/list-reference-list-overrides',
    auth: { kind: 'signed-in', roles: ['super-admin'] },
    table: 'read',
    request: noQuery,
    response: referenceListOverridesSchema,
  }),
  updateReferenceList: defineRoute({
    name: 'UpdateReferenceList',
    summary:
      'Save one reference list (add, rename, retire entries; a code is never removed), conditioned on the version read, audited; invalidates the cached lists',
    method: 'POST',
    path: '/api/utilities/UpdateReferenceList',
    handler: 'catalog/update-reference-list',
    auth: { kind: 'signed-in', roles: ['super-admin'] },
    table: 'write',
    uses: ['cdn'],
    request: { body: updateReferenceListRequestSchema },
    response: editedReferenceListSchema,
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
