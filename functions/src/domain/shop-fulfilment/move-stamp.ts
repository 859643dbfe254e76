// Who makes a move and when, as the order's timeline names them: the caller's user id and name
// (their user item, as the audit log reads it) and the time now.
import type { Caller } from '../caller';
import { auditActorOf } from '../franchises/franchise-audit';
import type { MoveStamp } from './next-order';
import type { FulfilmentPorts } from './ports';

export async function stampOf(
  deps: Pick<FulfilmentPorts, 'callers' | 'clock'>,
  caller: Caller,
): Promise<MoveStamp> {
  const actor = await auditActorOf(deps, caller);
  return { at: new Date(deps.clock.nowMs()).toISOString(), userId: actor.userId, name: actor.name };
}
