// GetPrizeProgramme and SavePrizeProgramme (docs/prizes.md Routes). The Thon's workers read the
// programme, and so do the class teachers of its teams (they hand the prizes out); anyone else,
// and a teacher with no class in the Thon, gets the unknown Thon's 404. Saving needs canManageThon,
// checks every product (prize-products.ts), keeps level ids the editor sent and names new ones, and
// is conditioned on the version read, with its audit entry in the same transaction. A save makes the
// public prizes view and the Thon's student pages (their prize block) stale: both are invalidated.
import type { PrizeProgrammeWire, SavePrizeProgrammeRequest } from '@thon/shared/api/schemas/prizes';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { prizePictureNotAPrize, prizeProgrammeStale } from '@thon/shared/catalog/prize-messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
import { scopedCaller, type ThonScopeReads } from '../access/caller-scope';
import { canManageThon, canWorkOnThon, directCustomer, notFoundUnless } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import type { EventRosterReads } from '../events/ports';
import { thonAuditActor } from '../events/thon-audit';
import { invalidateThonPages } from '../events/public-page-cache';
import { Conflict, RuleBroken } from '../errors';
import type { Cdn } from '../ports/cdn';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import { mustBeWritten } from '../write-refusals';
import type { PrizeProductReads, PrizeProgrammeReads, PrizeProgrammeWrites } from './ports';
import { levelPictures, prizeItem, readProducts, supplyItem } from './prize-products';
import { programmeWire } from './programme-wire';
import { thonPrizesPath } from './thon-prizes-path';

export interface GetPrizeProgrammeDeps {
  reads: PrizeProgrammeReads;
  callers: ThonScopeReads;
}

export async function getPrizeProgramme(
  deps: GetPrizeProgrammeDeps,
  caller: Caller,
  eventId: string,
): Promise<PrizeProgrammeWire> {
  const [event, programme] = await Promise.all([
    deps.reads.getEvent(eventId),
    deps.reads.getPrizeProgramme(eventId),
  ]);
  notFoundUnless(event !== undefined, noSuchEvent);
  if (caller.role === 'teacher') {
    // A teacher reads the programme of a Thon where they teach a class, and no other.
    const teams = await deps.reads.listTeamsOfEvent(eventId);
    notFoundUnless(
      teams.some((team) => team.teacherUserId === caller.userId),
      noSuchEvent,
    );
  } else {
    notFoundUnless(canWorkOnThon(await scopedCaller(deps.callers, caller), event), noSuchEvent);
  }
  return programmeWire(eventId, event.unitName, programme);
}

export interface SavePrizeProgrammeDeps {
  reads: PrizeProgrammeReads;
  products: PrizeProductReads;
  writes: PrizeProgrammeWrites;
  callers: ThonScopeReads;
  roster: EventRosterReads;
  cdn: Cdn;
  clock: Clock;
  ids: Ids;
}

type StoredLevel = PrizeProgrammeRecord['levels'][number];

function levelsOf(
  request: SavePrizeProgrammeRequest,
  checked: Awaited<ReturnType<typeof readProducts>>,
  franchiseId: string | undefined,
  newId: () => string,
): StoredLevel[] {
  const usedIds = new Set<string>();
  return request.Levels.map((level) => {
    // An id the editor kept stays (awards name it); a new or repeated one gets a fresh id.
    const levelId = level.LevelId !== undefined && !usedIds.has(level.LevelId) ? level.LevelId : newId();
    usedIds.add(levelId);
    const prizes = level.Prizes.map((prize) =>
      prizeItem(checked, prize.ProductId, prize.Quantity, franchiseId),
    );
    const pictureUrl = level.PictureUrl ?? '';
    if (
      pictureUrl !== '' &&
      !levelPictures(
        checked,
        level.Prizes.map((prize) => prize.ProductId),
      ).has(pictureUrl)
    )
      throw new RuleBroken(prizePictureNotAPrize(level.Name));
    return {
      levelId,
      name: level.Name,
      thresholdPerUnitCents: level.ThresholdPerUnitCents,
      ...(pictureUrl ? { pictureUrl } : {}),
      prizes,
    };
  }).sort((a, b) => a.thresholdPerUnitCents - b.thresholdPerUnitCents);
}

/** What the audit log keeps of a programme: its shape, not the copied product details. */
function audited(
  programme: Pick<PrizeProgrammeRecord, 'mode' | 'divisor' | 'levels' | 'supplies'> | undefined,
) {
  if (!programme) return {};
  return {
    prizeMode: programme.mode,
    prizeDivisor: programme.divisor,
    prizeLevels: programme.levels.map(
      (level) =>
        `${level.name} (${level.thresholdPerUnitCents}): ${level.prizes.map((prize) => `${prize.quantity} x ${prize.productName}`).join(', ')}`,
    ),
    prizeSupplies: programme.supplies.map((supply) => supply.productName),
  };
}

async function managedThon(
  deps: SavePrizeProgrammeDeps,
  caller: Caller,
  eventId: string,
): Promise<EventRecord> {
  return thonInScope(deps.callers, caller, await deps.reads.getEvent(eventId), canManageThon);
}

export async function savePrizeProgramme(
  deps: SavePrizeProgrammeDeps,
  caller: Caller,
  request: SavePrizeProgrammeRequest,
): Promise<PrizeProgrammeWire> {
  const [event, before] = await Promise.all([
    managedThon(deps, caller, request.ThonId),
    deps.reads.getPrizeProgramme(request.ThonId),
  ]);
  if ((before?.version ?? 0) !== request.Version) throw new Conflict(prizeProgrammeStale);
  const franchiseId = event.franchiseId === directCustomer ? undefined : event.franchiseId;
  const productIds = [
    ...request.Levels.flatMap((level) => level.Prizes.map((prize) => prize.ProductId)),
    ...request.Supplies.map((supply) => supply.ProductId),
  ];
  const checked = await readProducts(deps.products, productIds);
  const fields = {
    mode: request.Mode,
    divisor: request.Divisor,
    levels: levelsOf(request, checked, franchiseId, () => deps.ids.newId()),
    supplies: request.Supplies.map((supply) => supplyItem(checked, supply.ProductId, franchiseId)),
  };
  const nowMs = deps.clock.nowMs();
  const at = new Date(nowMs).toISOString();
  const actor = await thonAuditActor(deps.callers, caller);
  const audit = auditEntryOf(
    {
      actor,
      action: 'thon-changed',
      subject: { kind: 'thon', id: event.eventId },
      ...(franchiseId ? { franchiseId } : {}),
      before: audited(before),
      after: audited(fields),
    },
    { id: deps.ids.newId(), nowMs },
  );
  mustBeWritten(
    await deps.writes.writeProgrammeLevels({
      eventId: event.eventId,
      fields,
      readVersion: request.Version,
      at,
      userId: caller.userId,
      audit,
    }),
    { programme: prizeProgrammeStale },
  );
  await Promise.all([
    deps.cdn.invalidateAfterWrite([thonPrizesPath(event.eventId)]),
    invalidateThonPages({ roster: deps.roster, cdn: deps.cdn }, event.eventId),
  ]);
  const saved: PrizeProgrammeRecord = {
    eventId: event.eventId,
    ...fields,
    version: request.Version + 1,
    challenges: before?.challenges ?? [],
    challengesVersion: before?.challengesVersion ?? 0,
    updatedAt: at,
    updatedByUserId: caller.userId,
  };
  return programmeWire(event.eventId, event.unitName, saved);
}
