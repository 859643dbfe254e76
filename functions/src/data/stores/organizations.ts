// The organization area's stores (domain/organizations/ports.ts) as objects over the repositories;
// the data layer does not import the domain, so composition/organizations.ts checks them.
import {
  getOrganization,
  listOrganizationsOfFranchise,
  writeOrganization,
} from '../repositories/organizations-repository';

export const organizationStore = { getOrganization, writeOrganization, listOrganizationsOfFranchise };
