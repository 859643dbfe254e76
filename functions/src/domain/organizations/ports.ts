// What the organization use cases ask of the outside world: the organizations (each change written
// with its audit entry), the territory cell of a ZIP's state and the franchises (franchiseOfZip, a
// move's target), the caller's user item (a franchisee user's franchise, an actor's name), the
// reference lists, ids and the clock. composition/organizations.ts wires them; unit tests pass
// in-memory ones.
import type {
  getOrganization,
  listOrganizationsOfFranchise,
  writeOrganization,
} from '../../data/repositories/organizations-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import type { CatalogSettings } from '../catalog/ports';
import type { FranchiseStore } from '../franchises/ports';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';

export interface OrganizationStore {
  getOrganization: typeof getOrganization;
  writeOrganization: typeof writeOrganization;
  listOrganizationsOfFranchise: typeof listOrganizationsOfFranchise;
}

export interface OrganizationPorts {
  organizations: OrganizationStore;
  franchises: Pick<FranchiseStore, 'getFranchise' | 'getTerritoryCell'>;
  callers: CallerScopeReads;
  settings: CatalogSettings;
  ids: Ids;
  clock: Clock;
}
