// Who reaches a Thon's awards (docs/prizes.md, Routes): its workers (canWorkOnThon) every class; a
// teacher only the classes they teach in it. Anything else answers exactly like an unknown Thon.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { scopedCaller, type ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';

/** 'all' classes, or only the class teacher's (decided per team by `teaches`). */
export type AwardReach = { kind: 'all' } | { kind: 'teacher'; userId: string };

export async function awardReach(
  callers: ThonScopeReads,
  caller: Caller,
  event: EventRecord | undefined,
): Promise<{ event: EventRecord; reach: AwardReach }> {
  if (!event) throw new NotFound(noSuchEvent);
  if (canWorkOnThon(await scopedCaller(callers, caller), event)) return { event, reach: { kind: 'all' } };
  if (caller.role === 'teacher') return { event, reach: { kind: 'teacher', userId: caller.userId } };
  throw new NotFound(noSuchEvent);
}

/** Whether the reach covers a team (by its teacher). */
export function reaches(
  reach: AwardReach,
  team: { teacherUserId?: string | undefined } | undefined,
): boolean {
  if (!team) return false;
  return reach.kind === 'all' || team.teacherUserId === reach.userId;
}
