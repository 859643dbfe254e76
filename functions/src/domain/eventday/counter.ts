// Who is counting, decided once per event-day request (docs/event-day.md, "Who counts"): a
// signed-in caller whose scope lets them work on the Thon (canWorkOnThon), a class teacher for
// their classes only, or a volunteer's counting code. An unknown Thon, one out of the caller's
// scope and a teacher without a class in it all answer the events' own 404, so ids cannot be
// probed; a code that is unknown, expired or revoked answers 401 with its own message, which the
// counting page shows while it keeps its queue.
import {
  countingCodeExpired,
  countingCodeNotValid,
  countingCodeRevoked,
} from '@thon/shared/catalog/eventday-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { splitCountingCode } from '@thon/shared/eventday/counting-code';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon, notFoundUnless } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { Caller } from '../caller';
import { displayName } from '../display-name';
import { Unauthenticated } from '../errors';
import { normalizeCode } from '../participants/access-codes';
import type { Clock } from '../ports/clock';
import { countingCodeStatus, secretMatches, type CountingCodeState } from './counting-code-state';

export interface CountingCodeItem extends CountingCodeState {
  eventId: string;
  codeId: string;
  label: string;
  secretHash: string;
}

export interface CounterReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  findEventIdByCode(eventCode: string): Promise<string | undefined>;
  getCountingCode(eventId: string, codeId: string): Promise<CountingCodeItem | undefined>;
  /** The teams a user is the class teacher of, across Thons (one Query of gsi2). */
  listTeamsOfTeacher(teacherUserId: string): Promise<readonly { eventId: string; teamId: string }[]>;
}

export interface CounterDeps {
  reads: CounterReads;
  callers: ThonScopeReads;
  clock: Clock;
}

export type CounterInput = { caller: Caller; eventId: string } | { eventCode: string; code: string };

export interface Counter {
  kind: 'user' | 'code';
  /** The user's id, or the code's id. */
  id: string;
  /** The user's name, or the code's label. */
  name: string;
}

export interface ResolvedCounter {
  event: EventRecord;
  counter: Counter;
  /** Set only for a class teacher: the classes whose runners they may count. */
  teamIds?: ReadonlySet<string>;
  /** Set only for a counting code: when it stops working (ISO). */
  codeExpiresAt?: string;
}

export async function resolveCounter(deps: CounterDeps, input: CounterInput): Promise<ResolvedCounter> {
  return 'caller' in input ? resolveSignedIn(deps, input.caller, input.eventId) : resolveCode(deps, input);
}

async function resolveSignedIn(deps: CounterDeps, caller: Caller, eventId: string): Promise<ResolvedCounter> {
  const [event, user] = await Promise.all([
    deps.reads.getEvent(eventId),
    deps.callers.getUser(caller.userId),
  ]);
  const counter: Counter = {
    kind: 'user',
    id: caller.userId,
    name: user ? displayName(user.firstName, user.lastName) : caller.userId,
  };
  if (caller.role === 'teacher') {
    notFoundUnless(event !== undefined, noSuchEvent);
    const teams = await deps.reads.listTeamsOfTeacher(caller.userId);
    const teamIds = new Set(teams.filter((team) => team.eventId === eventId).map((team) => team.teamId));
    notFoundUnless(teamIds.size > 0, noSuchEvent);
    return { event, counter, teamIds };
  }
  return { event: await thonInScope(deps.callers, caller, event, canWorkOnThon), counter };
}

async function resolveCode(
  deps: CounterDeps,
  input: { eventCode: string; code: string },
): Promise<ResolvedCounter> {
  const parts = splitCountingCode(input.code);
  if (parts === undefined) throw new Unauthenticated(countingCodeNotValid);
  const eventId = await deps.reads.findEventIdByCode(normalizeCode(input.eventCode));
  // An unknown Thon and an unknown code answer alike: the pair is the credential.
  if (eventId === undefined) throw new Unauthenticated(countingCodeNotValid);
  const [event, code] = await Promise.all([
    deps.reads.getEvent(eventId),
    deps.reads.getCountingCode(eventId, parts.codeId),
  ]);
  if (event === undefined || code === undefined || !secretMatches(parts.secret, code.secretHash)) {
    throw new Unauthenticated(countingCodeNotValid);
  }
  const status = countingCodeStatus(code, deps.clock.nowMs());
  if (status === 'revoked') throw new Unauthenticated(countingCodeRevoked);
  if (status === 'expired') throw new Unauthenticated(countingCodeExpired);
  return {
    event,
    counter: { kind: 'code', id: code.codeId, name: code.label },
    codeExpiresAt: code.expiresAt,
  };
}
