// Ready dependencies of the franchise use cases: the table only.
import { franchiseCallerReads, franchiseStore } from '../data/stores/franchises';
import type { FranchisePorts } from '../domain/franchises/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const franchiseDeps = {
  franchises: franchiseStore,
  callers: franchiseCallerReads,
  ids: randomIds,
  clock: systemClock,
} satisfies FranchisePorts;
