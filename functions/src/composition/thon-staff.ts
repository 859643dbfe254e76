// Ready dependencies of a Thon's staff changes (team leaders, organizer): the table only.
import { thonScopeReads } from '../data/stores/thon-scope';
import { thonStaffStore } from '../data/stores/thon-staff';
import type { ThonStaffDeps, ThonStaffStore } from '../domain/thon-staff/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const thonStaffDeps: ThonStaffDeps = {
  staff: thonStaffStore satisfies ThonStaffStore,
  callers: thonScopeReads,
  ids: randomIds,
  clock: systemClock,
};
