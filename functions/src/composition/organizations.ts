// Ready dependencies of the organization use cases: the table only (organizations, the franchises'
// territory cells, the caller's user item, the reference lists setting).
import { franchiseCallerReads, franchiseStore } from '../data/stores/franchises';
import { organizationStore } from '../data/stores/organizations';
import type { OrganizationPorts } from '../domain/organizations/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { catalogDeps } from './catalog';

export const organizationDeps = {
  organizations: organizationStore,
  franchises: franchiseStore,
  callers: franchiseCallerReads,
  ...catalogDeps,
  ids: randomIds,
  clock: systemClock,
} satisfies OrganizationPorts;
