// Ready dependencies of SetThonTest: the event read, the caller's user item (scope, actor name),
// the conditional write with its audit entry, the clock and ids. The table only.
import { getEvent } from '../data/repositories/events-repository';
import { setThonTestMark } from '../data/repositories/thon-test-mark-repository';
import { getUser } from '../data/repositories/users-repository';
import type { ThonTestMarkDeps } from '../domain/events/thon-test-mark';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const thonTestMarkDeps: ThonTestMarkDeps = {
  callers: { getUser },
  thons: { getEvent, setThonTestMark },
  clock: systemClock,
  ids: randomIds,
};
