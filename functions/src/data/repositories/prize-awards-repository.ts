// Prize awards and the nights that lock them (docs/prizes.md). Every write is conditional: an award
// is created only if absent, moved or voided only from the state and version it was read at, and a
// night is claimed only if absent or left 'running' past its lease, so re-runs and overlapping runs
// of the lock write nothing twice.
import type { EntityItem } from 'electrodb';
import type { prizeAwardEntity } from '../entities/prize-award';
import type { prizeNightEntity } from '../entities/prize-night';
import type { prizeProgrammeEntity } from '../entities/prize-programme';
import { thon } from '../thon-service';
import { batchGetAll } from './batch-get';
import { unlessConditionFails } from './write-transaction';

export type PrizeAwardRecord = EntityItem<typeof prizeAwardEntity>;
export type PrizeNightRecord = EntityItem<typeof prizeNightEntity>;
export type PrizeProgrammeRecord = EntityItem<typeof prizeProgrammeEntity>;
export type AwardHistoryEntry = PrizeAwardRecord['history'][number];
export type AwardKey = Pick<PrizeAwardRecord, 'eventId' | 'teamId' | 'participantId' | 'levelId'>;

/** The programmes of several Thons (one BatchGetItem per 100); Thons without one are left out. */
export async function getPrizeProgrammes(eventIds: readonly string[]): Promise<PrizeProgrammeRecord[]> {
  const distinct = [...new Set(eventIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((eventId) => ({ eventId })),
    (keys) => thon().entities.prizeProgramme.get(keys).go(),
  );
}

/** A Thon's awards, or one class's, or one participant's (one Query on the Thon's partition). */
export async function listPrizeAwards(
  eventId: string,
  within: { teamId?: string; participantId?: string } = {},
): Promise<PrizeAwardRecord[]> {
  const query = thon().entities.prizeAward.query;
  const keys =
    within.teamId === undefined
      ? { eventId }
      : within.participantId === undefined
        ? { eventId, teamId: within.teamId }
        : { eventId, teamId: within.teamId, participantId: within.participantId };
  // Strongly consistent: a move or a void right after a lock must see the award it wrote.
  const { data } = await query.byEvent(keys).go({ pages: 'all', consistent: true });
  return data;
}

export async function getPrizeAward(key: AwardKey): Promise<PrizeAwardRecord | undefined> {
  const { data } = await thon().entities.prizeAward.get(key).go({ consistent: true });
  return data ?? undefined;
}

/** Creates the award only if none stands at its key; false when one does. */
export function createPrizeAward(award: PrizeAwardRecord): Promise<boolean> {
  return unlessConditionFails(thon().entities.prizeAward.create(award).go());
}

/**
 * Sets the award's state (and void reason), appends the move to its history and bumps its version,
 * only while it still stands in the state and version read; false when it moved meanwhile.
 */
export function movePrizeAward(
  read: Pick<PrizeAwardRecord, 'eventId' | 'teamId' | 'participantId' | 'levelId' | 'state' | 'version'>,
  to: PrizeAwardRecord['state'],
  entry: AwardHistoryEntry,
  voidReason?: string,
): Promise<boolean> {
  const { eventId, teamId, participantId, levelId } = read;
  const patch = thon()
    .entities.prizeAward.patch({ eventId, teamId, participantId, levelId })
    .set({ state: to, version: read.version + 1, ...(voidReason === undefined ? {} : { voidReason }) })
    .append({ history: [entry] });
  // An award restored from void (its credit came back) no longer carries why it was void.
  const cleared = to === 'void' ? patch : patch.remove(['voidReason']);
  return unlessConditionFails(
    cleared
      .where(({ state, version }, { eq }) => `${eq(state, read.state)} AND ${eq(version, read.version)}`)
      .go(),
  );
}

/**
 * Claims a night for a run: creates it 'running' if absent, or takes over one left 'running' past
 * its lease (a run that died). False when another run holds it or it is done.
 */
export async function claimPrizeNight(night: PrizeNightRecord, nowIso: string): Promise<boolean> {
  if (await unlessConditionFails(thon().entities.prizeNight.create(night).go())) return true;
  return unlessConditionFails(
    thon()
      .entities.prizeNight.patch({ eventId: night.eventId, night: night.night })
      .set({ runId: night.runId, leaseUntil: night.leaseUntil, startedAt: night.startedAt })
      .where(({ state, leaseUntil }, { eq, lt }) => `${eq(state, 'running')} AND ${lt(leaseUntil, nowIso)}`)
      .go(),
  );
}

/** Marks the night done with its counts, only while the run still holds it. */
export function finishPrizeNight(
  key: Pick<PrizeNightRecord, 'eventId' | 'night' | 'runId'>,
  done: Required<Pick<PrizeNightRecord, 'finishedAt' | 'participants' | 'locked' | 'voided'>>,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.prizeNight.patch({ eventId: key.eventId, night: key.night })
      .set({ state: 'done', ...done })
      .where(({ state, runId }, { eq }) => `${eq(state, 'running')} AND ${eq(runId, key.runId)}`)
      .go(),
  );
}

export async function getPrizeNight(eventId: string, night: string): Promise<PrizeNightRecord | undefined> {
  const { data } = await thon().entities.prizeNight.get({ eventId, night }).go({ consistent: true });
  return data ?? undefined;
}
