// A Thon's prize programme item (docs/prizes.md): one GetItem to read (a batch of them for several
// Thons), and two writes, one per part, each conditioned on its own version: the levels (with mode,
// divisor and supplies) and the class challenges. Either may create the item; the other part then
// starts empty (the programme at version 0, the challenges at version 0), so neither write ever
// overwrites the other's fields.
import type { EntityItem } from 'electrodb';
import type { prizeProgrammeEntity } from '../entities/prize-programme';
import { thon } from '../thon-service';
import type { AuditEntryRecord } from './audit-log-repository';
import { auditEntryWrite } from './audit-log-repository';
import { batchGetAll } from './batch-get';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type PrizeProgrammeRecord = EntityItem<typeof prizeProgrammeEntity>;

/** What a new item holds before its levels are saved: no level, all levels, $30 once = $1 a unit. */
export const emptyProgrammeLevels = {
  mode: 'cumulative',
  divisor: 30,
  levels: [],
  supplies: [],
  version: 0,
} as const;

export async function getPrizeProgramme(eventId: string): Promise<PrizeProgrammeRecord | undefined> {
  const { data } = await thon().entities.prizeProgramme.get({ eventId }).go();
  return data ?? undefined;
}

/** The programmes of these Thons that have one (BatchGet; unprocessed keys asked again). */
export async function getPrizeProgrammes(eventIds: readonly string[]): Promise<PrizeProgrammeRecord[]> {
  const distinct = [...new Set(eventIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((eventId) => ({ eventId })),
    (keys) => thon().entities.prizeProgramme.get(keys).go(),
  );
}

export type ProgrammeLevelsFields = Pick<PrizeProgrammeRecord, 'mode' | 'divisor' | 'levels' | 'supplies'>;

/**
 * Saves the levels part at `readVersion + 1`, only while the stored version is `readVersion` (0:
 * no item yet, or one the challenges created), with its audit entry in the same transaction.
 */
export function writeProgrammeLevels(input: {
  eventId: string;
  fields: ProgrammeLevelsFields;
  readVersion: number;
  at: string;
  userId: string;
  audit: AuditEntryRecord;
}): Promise<WriteOutcome<'programme' | 'audit'>> {
  const { readVersion } = input;
  return writeNamed((entities) => ({
    programme: entities.prizeProgramme
      .upsert({
        eventId: input.eventId,
        ...input.fields,
        version: readVersion + 1,
        updatedAt: input.at,
        updatedByUserId: input.userId,
      })
      .ifNotExists({ challenges: [], challengesVersion: 0 })
      .where(({ version }, { eq, notExists }) =>
        readVersion === 0 ? `${notExists(version)} OR ${eq(version, 0)}` : eq(version, readVersion),
      )
      .commit(),
    audit: auditEntryWrite(entities, input.audit),
  }));
}

/** Saves the challenges at `readVersion + 1`, only while the stored one is `readVersion` (0: none yet). */
export function writeClassChallenges(input: {
  eventId: string;
  challenges: PrizeProgrammeRecord['challenges'];
  readVersion: number;
  at: string;
  userId: string;
}): Promise<WriteOutcome<'challenges'>> {
  const { readVersion } = input;
  return writeNamed((entities) => ({
    challenges: entities.prizeProgramme
      .upsert({
        eventId: input.eventId,
        challenges: input.challenges,
        challengesVersion: readVersion + 1,
        updatedAt: input.at,
        updatedByUserId: input.userId,
      })
      .ifNotExists({ ...emptyProgrammeLevels, levels: [], supplies: [] })
      .where(({ challengesVersion }, { eq, notExists }) =>
        readVersion === 0
          ? `${notExists(challengesVersion)} OR ${eq(challengesVersion, 0)}`
          : eq(challengesVersion, readVersion),
      )
      .commit(),
  }));
}
