// The vendor area's store (domain/vendors/ports.ts) over the repositories; the data layer does not
// import the domain, so composition/vendors.ts checks the shape.
import { getFranchise } from '../repositories/franchises-repository';
import { getUser } from '../repositories/users-repository';
import {
  getVendor,
  listVendorMembers,
  listVendors,
  recordVendorPayoutStatus,
  setVendorPayoutAccount,
  writeNewVendorStaff,
  writeVendor,
  writeVendorStaffActive,
} from '../repositories/vendors-repository';

export const vendorStore = {
  getVendor,
  listVendors,
  listVendorMembers,
  writeNewVendorStaff,
  writeVendor,
  writeVendorStaffActive,
  setVendorPayoutAccount,
  recordVendorPayoutStatus,
};

export const vendorCallerReads = { getUser };

export const franchiseExists = async (franchiseId: string): Promise<boolean> =>
  (await getFranchise(franchiseId)) !== undefined;

/** One GetItem per franchise: a vendor serves at most maxVendorFranchises of them. */
export const franchiseNames = async (
  franchiseIds: readonly string[],
): Promise<{ franchiseId: string; name: string }[]> => {
  const franchises = await Promise.all(franchiseIds.map((franchiseId) => getFranchise(franchiseId)));
  return franchises.flatMap((franchise) =>
    franchise ? [{ franchiseId: franchise.franchiseId, name: franchise.name }] : [],
  );
};
