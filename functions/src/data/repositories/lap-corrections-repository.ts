// A manager's correction of a runner's laps (docs/event-day.md, Corrections): the tally's new state,
// its audit entry and the scans whose outcome the correction moved, in one transaction conditioned
// on the tally's version (a lap counted meanwhile refuses it: the domain reads again) and on the
// Thon's units being open.
import type { AuditEntryRecord } from './audit-log-repository';
import { auditEntryWrite } from './audit-log-repository';
import { eventStatusCheck, type EventRecord } from './events-repository';
import type { LapTallyRecord } from './lap-units-repository';
import { writeNamed } from './write-transaction';

/** The tally's fields a correction sets. */
export interface CorrectedTally {
  laps: number;
  adjustment: number;
  counted: { at: number; scanId: string }[];
  seen: { at: number; scanId: string }[];
  overMax: number;
  duplicates: number;
}

/** A scan the correction moved between counted and over the maximum. */
export interface MovedScan {
  scanId: string;
  result: 'counted' | 'over-max';
}

/** DynamoDB's 100 items per transaction, less the tally, the audit entry and the event check. */
export const maxMovedScans = 97;

export type CorrectionOutcome = 'written' | 'tally-moved' | 'event-closed' | 'concurrent';

export async function correctLapTally(
  read: Pick<LapTallyRecord, 'eventId' | 'participantId' | 'version' | 'lapToken'>,
  corrected: CorrectedTally,
  moved: readonly MovedScan[],
  audit: AuditEntryRecord,
  statuses: readonly EventRecord['status'][],
): Promise<CorrectionOutcome> {
  const { eventId, participantId } = read;
  const outcome = await writeNamed<string>((entities) => ({
    eventOpen: eventStatusCheck(entities, eventId, statuses),
    tally: entities.lapTally
      .patch({ eventId, participantId })
      .set({ ...corrected, version: read.version + 1 })
      .where((item, { eq }) => `${eq(item.version, read.version)} AND ${eq(item.lapToken, read.lapToken)}`)
      .commit(),
    audit: auditEntryWrite(entities, audit),
    ...Object.fromEntries(
      // The tally is the count; a scan's stored result is what its phone is answered if it sends
      // it again. Beyond a transaction's room (a runner 97 laps over the maximum) those stay.
      moved
        .slice(0, maxMovedScans)
        .map((scan) => [
          `scan:${scan.scanId}`,
          entities.lapScan
            .patch({ eventId, participantId, scanId: scan.scanId })
            .set({ result: scan.result })
            .commit(),
        ]),
    ),
  }));
  if (outcome.written) return 'written';
  if (outcome.refused.has('eventOpen')) return 'event-closed';
  if (outcome.refused.has('tally')) return 'tally-moved';
  return 'concurrent';
}
