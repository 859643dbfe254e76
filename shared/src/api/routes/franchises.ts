// The super admin's franchises: list, read, create, edit (territory overlap refused), suspend.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  createFranchiseRequestSchema,
  franchiseIdPathSchema,
  franchiseListSchema,
  franchiseSchema,
  listFranchisesQuerySchema,
  setFranchiseStatusRequestSchema,
  updateFranchiseRequestSchema,
} from '../schemas/franchises';
import { noQuery } from './route-defaults';

const superAdmin = { kind: 'signed-in', roles: ['super-admin'] } as const;

export const franchiseRoutes = {
  listFranchises: defineRoute({
    name: 'ListFranchises',
    summary: 'Franchises by name, a page at a time (cursor)',
    method: 'GET',
    path: '/api/franchises/ListFranchises',
    handler: 'franchises/list-franchises',
    auth: superAdmin,
    table: 'read',
    request: { query: listFranchisesQuerySchema },
    response: franchiseListSchema,
  }),
  getFranchise: defineRoute({
    name: 'GetFranchise',
    summary: "One franchise; a franchisee user reads only their own (another's answers 404)",
    method: 'GET',
    path: '/api/franchises/GetFranchise/{franchiseId}',
    handler: 'franchises/get-franchise',
    auth: { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] },
    table: 'read',
    request: { path: franchiseIdPathSchema, ...noQuery },
    response: franchiseSchema,
  }),
  createFranchise: defineRoute({
    name: 'CreateFranchise',
    summary: "Create a franchise (active); a territory overlapping another franchise's answers 409",
    method: 'POST',
    path: '/api/franchises/CreateFranchise',
    handler: 'franchises/create-franchise',
    auth: superAdmin,
    table: 'write',
    request: { body: createFranchiseRequestSchema },
    response: franchiseSchema,
  }),
  updateFranchise: defineRoute({
    name: 'UpdateFranchise',
    summary: "Edit a franchise's name, contact, default commission or territory (overlap answers 409)",
    method: 'POST',
    path: '/api/franchises/UpdateFranchise',
    handler: 'franchises/update-franchise',
    auth: superAdmin,
    table: 'write',
    request: { body: updateFranchiseRequestSchema },
    response: franchiseSchema,
  }),
  setFranchiseStatus: defineRoute({
    name: 'SetFranchiseStatus',
    summary: 'Suspend or reactivate a franchise (it keeps its territory either way)',
    method: 'POST',
    path: '/api/franchises/SetFranchiseStatus',
    handler: 'franchises/set-franchise-status',
    auth: superAdmin,
    table: 'write',
    request: { body: setFranchiseStatusRequestSchema },
    response: franchiseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
