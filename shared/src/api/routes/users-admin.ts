// The admin console's users: search, an organizer by exact email, invite, role and franchise,
// deactivate and reactivate, reset link. Super admins reach everyone; a franchisee user their franchise's users (search) and team
// leaders (the changes), which the API's scope decision enforces.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import { findOrganizerQuerySchema, foundOrganizersSchema } from '../schemas/organizer-lookup';
import {
  adminUserListSchema,
  adminUserSchema,
  inviteUserRequestSchema,
  resetLinkSentSchema,
  searchUsersQuerySchema,
  sendResetLinkRequestSchema,
  setUserActiveRequestSchema,
  setUserRoleRequestSchema,
} from '../schemas/users-admin';

const admins = { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] } as const;

export const usersAdminRoutes = {
  searchUsers: defineRoute({
    name: 'SearchUsers',
    summary: "Users by name prefix, exact username or email, or a franchise's, a page at a time (cursor)",
    method: 'GET',
    path: '/api/users-admin/SearchUsers',
    handler: 'users-admin/search-users',
    auth: admins,
    table: 'read',
    request: { query: searchUsersQuerySchema },
    response: adminUserListSchema,
  }),
  findOrganizer: defineRoute({
    name: 'FindOrganizer',
    summary: 'An active organizer by exact email: id and name only (any other account answers empty)',
    method: 'GET',
    path: '/api/users-admin/FindOrganizer',
    handler: 'users-admin/find-organizer',
    auth: admins,
    table: 'read',
    request: { query: findOrganizerQuerySchema },
    response: foundOrganizersSchema,
  }),
  inviteUser: defineRoute({
    name: 'InviteUser',
    summary: 'Create an account and email it a set-password link valid 1 hour (an email in use answers 409)',
    method: 'POST',
    path: '/api/users-admin/InviteUser',
    handler: 'users-admin/invite-user',
    auth: admins,
    table: 'write',
    uses: ['email'],
    request: { body: inviteUserRequestSchema },
    response: adminUserSchema,
  }),
  setUserRole: defineRoute({
    name: 'SetUserRole',
    summary: "Change a user's role and franchise together (never the last active super admin's)",
    method: 'POST',
    path: '/api/users-admin/SetUserRole',
    handler: 'users-admin/set-user-role',
    auth: { kind: 'signed-in', roles: ['super-admin'] },
    table: 'write',
    request: { body: setUserRoleRequestSchema },
    response: adminUserSchema,
  }),
  setUserActive: defineRoute({
    name: 'SetUserActive',
    summary: "Deactivate (the user's sessions end at once) or reactivate a user",
    method: 'POST',
    path: '/api/users-admin/SetUserActive',
    handler: 'users-admin/set-user-active',
    auth: admins,
    table: 'write',
    request: { body: setUserActiveRequestSchema },
    response: adminUserSchema,
  }),
  sendResetLink: defineRoute({
    name: 'SendResetLink',
    summary: 'Email a user a password reset link valid 1 hour',
    method: 'POST',
    path: '/api/users-admin/SendResetLink',
    handler: 'users-admin/send-reset-link',
    auth: admins,
    table: 'write',
    uses: ['email'],
    request: { body: sendResetLinkRequestSchema },
    response: resetLinkSentSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
