// Ready dependencies of the console's Thons list: the table only (the events' indexes, the
// franchises and organizers on a page, the caller's user item and a franchisee team leader's
// assignments).
import { thonStore, userBatchReads } from '../data/stores/events';
import { franchiseStore } from '../data/stores/franchises';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { ConsoleThonPorts } from '../domain/console-thons/ports';

export const consoleThonDeps = {
  events: thonStore,
  franchises: franchiseStore,
  users: userBatchReads,
  callers: thonScopeReads,
} satisfies ConsoleThonPorts;
