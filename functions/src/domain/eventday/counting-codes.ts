// A Thon's counting codes (docs/event-day.md): its event-day workers (canWorkOnThon) make one per
// volunteer, list them and revoke them. A code is shown once: its id names it, and only the
// SHA-256 of its secret part is stored. It expires at the next midnight in the Thon's time zone.
// At most 50 are active at once, so a leaked organizer session cannot mint codes without end.
import type { CountingCodeRow, CreateCountingCodeResponse } from '@thon/shared/api/schemas/eventday';
import { maxActiveCountingCodes, tooManyCountingCodes } from '@thon/shared/catalog/eventday-messages';
import { notFound } from '@thon/shared/catalog/messages';
import {
  countingCodeExpiry,
  countingCodeIdLength,
  countingCodeSecretLength,
  countingPath,
} from '@thon/shared/eventday/counting-code';
import { lapTokenAlphabet } from '@thon/shared/eventday/lap-token';
import type { CountingCodeRecord } from '../../data/repositories/counting-codes-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon, notFoundUnless } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { Caller } from '../caller';
import { displayName } from '../display-name';
import { Failed, RuleBroken } from '../errors';
import type { Clock } from '../ports/clock';
import type { RandomText } from '../ports/random-text';
import { countingCodeRow } from './counting-code-row';
import { countingCodeStatus, hashOfSecret } from './counting-code-state';

export interface CountingCodeStore {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getCountingCode(eventId: string, codeId: string): Promise<CountingCodeRecord | undefined>;
  listCountingCodes(eventId: string): Promise<CountingCodeRecord[]>;
  createCountingCode(code: CountingCodeRecord): Promise<boolean>;
  revokeCountingCode(input: {
    eventId: string;
    codeId: string;
    revokedAt: string;
    revokedBy: string;
  }): Promise<boolean>;
}

export interface CountingCodeDeps {
  store: CountingCodeStore;
  callers: ThonScopeReads;
  clock: Clock;
  random: RandomText;
}

/** A random code id that is taken is drawn again; three draws of 40 bits never all collide. */
const createAttempts = 3;

async function workableThon(deps: CountingCodeDeps, caller: Caller, eventId: string): Promise<EventRecord> {
  return thonInScope(deps.callers, caller, await deps.store.getEvent(eventId), canWorkOnThon);
}

export async function createCountingCode(
  deps: CountingCodeDeps,
  caller: Caller,
  request: { EventId: string; Label: string },
): Promise<CreateCountingCodeResponse> {
  const [event, codes, user] = await Promise.all([
    workableThon(deps, caller, request.EventId),
    deps.store.listCountingCodes(request.EventId),
    deps.callers.getUser(caller.userId),
  ]);
  const now = deps.clock.nowMs();
  // A cap checked on a read: two codes made in the same instant may pass it together, which
  // bounds the count at a few above 50, still far from minting without end.
  const active = codes.filter((code) => countingCodeStatus(code, now) === 'active').length;
  if (active >= maxActiveCountingCodes) throw new RuleBroken(tooManyCountingCodes);
  for (let attempt = 0; attempt < createAttempts; attempt += 1) {
    const codeId = deps.random.of(lapTokenAlphabet, countingCodeIdLength);
    const secret = deps.random.of(lapTokenAlphabet, countingCodeSecretLength);
    const record: CountingCodeRecord = {
      eventId: event.eventId,
      codeId,
      label: request.Label,
      secretHash: hashOfSecret(secret),
      createdBy: caller.userId,
      createdByName: user ? displayName(user.firstName, user.lastName) : caller.userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: countingCodeExpiry(new Date(now), event.timeZone).toISOString(),
    };
    if (await deps.store.createCountingCode(record)) {
      const code = `${codeId}${secret}`;
      return {
        ...countingCodeRow(record, now),
        Code: code,
        CountingPath: countingPath(event.eventCode, code),
      };
    }
  }
  throw new Failed('The counting code could not be made. Please try again.');
}

export async function listCountingCodes(
  deps: CountingCodeDeps,
  caller: Caller,
  eventId: string,
): Promise<{ Codes: CountingCodeRow[] }> {
  const [, codes] = await Promise.all([
    workableThon(deps, caller, eventId),
    deps.store.listCountingCodes(eventId),
  ]);
  const now = deps.clock.nowMs();
  const newestFirst = [...codes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { Codes: newestFirst.map((code) => countingCodeRow(code, now)) };
}

/** Revoking a revoked code answers it as it is: a second click changes nothing. */
export async function revokeCountingCode(
  deps: CountingCodeDeps,
  caller: Caller,
  request: { EventId: string; CodeId: string },
): Promise<CountingCodeRow> {
  await workableThon(deps, caller, request.EventId);
  const codeId = request.CodeId.toUpperCase();
  const now = deps.clock.nowMs();
  await deps.store.revokeCountingCode({
    eventId: request.EventId,
    codeId,
    revokedAt: new Date(now).toISOString(),
    revokedBy: caller.userId,
  });
  const code = await deps.store.getCountingCode(request.EventId, codeId);
  notFoundUnless(code !== undefined, notFound);
  return countingCodeRow(code, now);
}
