// The super admin's franchises: list, read, create, edit (territory overlap refused), suspend; and
// the organizations of a franchise (a franchisee user's own): list, read, create, edit, move, access codes.
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
import {
  createOrganizationRequestSchema,
  listOrganizationsQuerySchema,
  moveOrganizationRequestSchema,
  organizationIdPathSchema,
  organizationListSchema,
  organizationSchema,
  setForceAccessCodeRequestSchema,
  updateOrganizationRequestSchema,
} from '../schemas/organizations';
import { consoleThonListSchema, listConsoleThonsQuerySchema } from '../schemas/console-thons';
import { noQuery } from './route-defaults';

const superAdmin = { kind: 'signed-in', roles: ['super-admin'] } as const;
const franchiseStaff = { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] } as const;

/** The console's Thons list: each role sees what its scope reaches (scope.ts visibleThonFilter). */
const consoleThonReaders = {
  kind: 'signed-in',
  roles: ['super-admin', 'franchisee-user', 'franchisee-team-leader', 'test-user'],
} as const;

export const franchiseRoutes = {
  listConsoleThons: defineRoute({
    name: 'ListConsoleThons',
    summary:
      "The Thons in the caller's scope by start date, filtered by status, franchise, organization and dates, a page at a time (cursor)",
    method: 'GET',
    path: '/api/franchises/ListConsoleThons',
    handler: 'franchises/list-console-thons',
    auth: consoleThonReaders,
    table: 'read',
    request: { query: listConsoleThonsQuerySchema },
    response: consoleThonListSchema,
  }),
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
    summary:
      "Edit a franchise's name, contact, default commission or territory (overlap answers 409), or whether its organizers may shop (a franchisee user: only that, for their own franchise)",
    method: 'POST',
    path: '/api/franchises/UpdateFranchise',
    handler: 'franchises/update-franchise',
    auth: franchiseStaff,
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
  listOrganizations: defineRoute({
    name: 'ListOrganizations',
    summary: "A franchise's organizations (or the direct customers') by name, a page at a time (cursor)",
    method: 'GET',
    path: '/api/franchises/ListOrganizations',
    handler: 'franchises/list-organizations',
    auth: franchiseStaff,
    table: 'read',
    request: { query: listOrganizationsQuerySchema },
    response: organizationListSchema,
  }),
  getOrganization: defineRoute({
    name: 'GetOrganization',
    summary: "One organization; another franchise's answers 404 like an unknown id",
    method: 'GET',
    path: '/api/franchises/GetOrganization/{organizationId}',
    handler: 'franchises/get-organization',
    auth: franchiseStaff,
    table: 'read',
    request: { path: organizationIdPathSchema, ...noQuery },
    response: organizationSchema,
  }),
  createOrganization: defineRoute({
    name: 'CreateOrganization',
    summary:
      "Create an organization in the franchise of its ZIP; a franchisee user's ZIP outside their territory answers 409",
    method: 'POST',
    path: '/api/franchises/CreateOrganization',
    handler: 'franchises/create-organization',
    auth: franchiseStaff,
    table: 'write',
    request: { body: createOrganizationRequestSchema },
    response: organizationSchema,
  }),
  updateOrganization: defineRoute({
    name: 'UpdateOrganization',
    summary:
      'Edit name, type, school level or address; a changed ZIP moves it unless its franchise was fixed',
    method: 'POST',
    path: '/api/franchises/UpdateOrganization',
    handler: 'franchises/update-organization',
    auth: franchiseStaff,
    table: 'write',
    request: { body: updateOrganizationRequestSchema },
    response: organizationSchema,
  }),
  moveOrganization: defineRoute({
    name: 'MoveOrganization',
    summary: "Fix an organization's franchise (override its ZIP's), or clear the override",
    method: 'POST',
    path: '/api/franchises/MoveOrganization',
    handler: 'franchises/move-organization',
    auth: superAdmin,
    table: 'write',
    request: { body: moveOrganizationRequestSchema },
    response: organizationSchema,
  }),
  setForceAccessCode: defineRoute({
    name: 'SetForceAccessCode',
    summary: "Whether an organization's participants sign in only with access codes",
    method: 'POST',
    path: '/api/franchises/SetForceAccessCode',
    handler: 'franchises/set-force-access-code',
    auth: franchiseStaff,
    table: 'write',
    request: { body: setForceAccessCodeRequestSchema },
    response: organizationSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
