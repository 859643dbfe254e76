// Ready dependencies of the franchise use cases: the table only.
import { franchiseCallerReads, franchiseMemberSessions, franchiseStore } from '../data/stores/franchises';
import type { FranchiseMemberSessions } from '../domain/franchises/franchise-sessions';
import type { FranchisePorts } from '../domain/franchises/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const franchiseDeps = {
  franchises: franchiseStore,
  callers: franchiseCallerReads,
  members: franchiseMemberSessions satisfies FranchiseMemberSessions,
  ids: randomIds,
  clock: systemClock,
} satisfies FranchisePorts & { members: FranchiseMemberSessions };
