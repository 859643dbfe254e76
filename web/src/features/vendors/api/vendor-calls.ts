// The vendors calls: the console's list (the API's cursor, by name), one vendor, create and edit,
// a vendor's staff (list, invite, deactivate and reactivate) and the owner's payout onboarding.
// Typed from the shared route table. A super admin names the vendor; a vendor user's own vendor
// is the API's default.
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import type {
  CreateVendorRequest,
  UpdateVendorRequest,
  Vendor,
  VendorList,
  VendorStatus,
  VendorUser,
  VendorUserList,
  InviteVendorUserRequest,
} from '@thon/shared/api/schemas/vendors';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { callApi } from '../../../lib/api-client';

export type {
  CreateVendorRequest,
  InviteVendorUserRequest,
  UpdateVendorRequest,
  Vendor,
  VendorList,
  VendorStatus,
  VendorUser,
  VendorUserList,
};

/** Vendors per page of the console's list: the spec's default pagination. */
export const vendorsPageSize = defaultItemsPerPage;

const vendorQuery = (vendorId: string | undefined) => (vendorId ? { VendorId: vendorId } : {});

export function listVendors(cursor: string | undefined, signal?: AbortSignal): Promise<VendorList> {
  const query = cursor ? { PageSize: vendorsPageSize, Cursor: cursor } : { PageSize: vendorsPageSize };
  return callApi(vendorRoutes.listVendors, { query }, { signal });
}

export function getVendor(vendorId: string, signal?: AbortSignal): Promise<Vendor> {
  return callApi(vendorRoutes.getVendor, { path: { vendorId }, query: {} }, { signal });
}

export function createVendor(vendor: CreateVendorRequest): Promise<Vendor> {
  return callApi(vendorRoutes.createVendor, { body: vendor });
}

export function updateVendor(changes: UpdateVendorRequest): Promise<Vendor> {
  return callApi(vendorRoutes.updateVendor, { body: changes });
}

export function listVendorUsers(vendorId: string | undefined, signal?: AbortSignal): Promise<VendorUserList> {
  return callApi(vendorRoutes.listVendorUsers, { query: vendorQuery(vendorId) }, { signal });
}

export function inviteVendorUser(invite: InviteVendorUserRequest): Promise<VendorUser> {
  return callApi(vendorRoutes.inviteVendorUser, { body: invite });
}

export function setVendorUserActive(
  vendorId: string | undefined,
  userId: string,
  active: boolean,
): Promise<VendorUser> {
  return callApi(vendorRoutes.setVendorUserActive, {
    body: { ...vendorQuery(vendorId), UserId: userId, Active: active },
  });
}

/** The provider's onboarding link for the caller's own vendor's payout account (the owner's call). */
export async function startVendorPayouts(): Promise<string> {
  return (await callApi(vendorRoutes.startVendorPayouts, { body: {} })).Url;
}
