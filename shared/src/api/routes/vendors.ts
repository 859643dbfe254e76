// The shop's vendors (docs/shop.md): super admins list, create and edit them; a vendor user reads
// their own vendor and its staff; the owner edits its contact, invites and deactivates staff and
// connects its payout account.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  createVendorRequestSchema,
  inviteVendorUserRequestSchema,
  listVendorUsersQuerySchema,
  listVendorsQuerySchema,
  setVendorUserActiveRequestSchema,
  startVendorPayoutsRequestSchema,
  updateVendorRequestSchema,
  vendorIdPathSchema,
  vendorListSchema,
  vendorPayoutsOnboardingSchema,
  vendorSchema,
  vendorUserListSchema,
  vendorUserSchema,
} from '../schemas/vendors';
import { noQuery } from './route-defaults';

const superAdmin = { kind: 'signed-in', roles: ['super-admin'] } as const;
/** A vendor user for their own vendor (the owner for changes), a super admin for any. */
const vendorStaff = { kind: 'signed-in', roles: ['super-admin', 'vendor'] } as const;

export const vendorRoutes = {
  listVendors: defineRoute({
    name: 'ListVendors',
    summary: 'Vendors by name, a page at a time (cursor)',
    method: 'GET',
    path: '/api/vendors/ListVendors',
    handler: 'vendors/list-vendors',
    auth: superAdmin,
    table: 'read',
    request: { query: listVendorsQuerySchema },
    response: vendorListSchema,
  }),
  getVendor: defineRoute({
    name: 'GetVendor',
    summary:
      "One vendor with its payout account's status (refreshed from the provider); a vendor user reads only their own (another's answers 404)",
    method: 'GET',
    path: '/api/vendors/GetVendor/{vendorId}',
    handler: 'vendors/get-vendor',
    auth: vendorStaff,
    table: 'write',
    uses: ['payment-provider'],
    request: { path: vendorIdPathSchema, ...noQuery },
    response: vendorSchema,
  }),
  createVendor: defineRoute({
    name: 'CreateVendor',
    summary:
      'Create a vendor (active) and invite its owner as a vendor user (set-password email; an email in use answers 409)',
    method: 'POST',
    path: '/api/vendors/CreateVendor',
    handler: 'vendors/create-vendor',
    auth: superAdmin,
    table: 'write',
    uses: ['email'],
    request: { body: createVendorRequestSchema },
    response: vendorSchema,
  }),
  updateVendor: defineRoute({
    name: 'UpdateVendor',
    summary:
      'Edit a vendor (super admins every field, its owner the contact email and phone), conditioned on the Version read (409 when it moved)',
    method: 'POST',
    path: '/api/vendors/UpdateVendor',
    handler: 'vendors/update-vendor',
    auth: vendorStaff,
    table: 'write',
    request: { body: updateVendorRequestSchema },
    response: vendorSchema,
  }),
  listVendorUsers: defineRoute({
    name: 'ListVendorUsers',
    summary: "A vendor's users (a vendor user their own vendor's; a super admin names the vendor)",
    method: 'GET',
    path: '/api/vendors/ListVendorUsers',
    handler: 'vendors/list-vendor-users',
    auth: vendorStaff,
    table: 'read',
    request: { query: listVendorUsersQuerySchema },
    response: vendorUserListSchema,
  }),
  inviteVendorUser: defineRoute({
    name: 'InviteVendorUser',
    summary:
      'Invite a staff member to the vendor (its owner, or a super admin): a vendor user account and its set-password email',
    method: 'POST',
    path: '/api/vendors/InviteVendorUser',
    handler: 'vendors/invite-vendor-user',
    auth: vendorStaff,
    table: 'write',
    uses: ['email'],
    request: { body: inviteVendorUserRequestSchema },
    response: vendorUserSchema,
  }),
  setVendorUserActive: defineRoute({
    name: 'SetVendorUserActive',
    summary:
      "Deactivate (the user's sessions end at once) or reactivate a vendor's user (its owner, not themselves, or a super admin)",
    method: 'POST',
    path: '/api/vendors/SetVendorUserActive',
    handler: 'vendors/set-vendor-user-active',
    auth: vendorStaff,
    table: 'write',
    request: { body: setVendorUserActiveRequestSchema },
    response: vendorUserSchema,
  }),
  startVendorPayouts: defineRoute({
    name: 'StartVendorPayouts',
    summary:
      "Connects the vendor's payout account (created once) and answers the provider's onboarding link (the vendor's owner)",
    method: 'POST',
    path: '/api/vendors/StartVendorPayouts',
    handler: 'vendors/start-vendor-payouts',
    auth: { kind: 'signed-in', roles: ['vendor'] },
    table: 'write',
    uses: ['payment-provider'],
    request: { body: startVendorPayoutsRequestSchema },
    response: vendorPayoutsOnboardingSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
