// RecordLaps measures the laps it counted: one count per batch, its value the scans written as
// counted now. A phone resending a batch (its scans answered from what is stored), duplicates,
// laps over the maximum and undos count nothing. The lap store is a small scripted fake here (the
// emulator suites keep the DynamoDB rules); the counter is resolved as in counter.test.ts.
import { describe, expect, it } from 'vitest';
import type { LapOp } from '@thon/shared/api/schemas/eventday';
import type { ScanResult } from '@thon/shared/eventday/lap-rules';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { LapScanItem } from '../../../src/data/repositories/lap-repository';
import type { Caller } from '../../../src/domain/caller';
import type { LapStore } from '../../../src/domain/eventday/lap-ports';
import { recordLaps, type RecordLapsDeps } from '../../../src/domain/eventday/record-laps';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const now = Date.parse('2026-05-01T15:00:00Z');
const organizer: Caller = { userId: 'org', role: 'organizer', sessionId: 's' };
const event = {
  eventId: 'e1',
  eventCode: 'RUN2026',
  organizerUserId: 'org',
  status: 'live',
  timeZone: 'America/Chicago',
} as EventRecord;
const tally = { participantId: 'kid-1', firstName: 'Leo', lastInitial: 'P', laps: 1, overMax: 0 };

/** Scans stored by id; a new one is written with the result scripted for it (default counted). */
function scriptedLaps(results: Record<string, ScanResult> = {}): LapStore {
  const stored = new Map<string, ScanResult>();
  return {
    findLapTokenClaim: () => Promise.resolve({ eventId: 'e1', participantId: 'kid-1' }),
    recordLapScan: (write) => {
      const before = stored.get(write.scanId);
      if (before) {
        const scan = { scanId: write.scanId, result: before, duplicateOf: null } as unknown as LapScanItem;
        return Promise.resolve({ kind: 'stored' as const, scan, tally });
      }
      const result = results[write.scanId] ?? 'counted';
      stored.set(write.scanId, result);
      return Promise.resolve({ kind: 'written' as const, outcome: { result, duplicateOf: null }, tally });
    },
    undoLapScan: () => Promise.resolve({ kind: 'undone' as const, tally }),
  };
}

function world(laps: LapStore) {
  const metrics = new RecordingBusinessMetrics();
  const deps: RecordLapsDeps = {
    counters: {
      reads: {
        getEvent: (eventId) => Promise.resolve(eventId === 'e1' ? event : undefined),
        findEventIdByCode: () => Promise.resolve(undefined),
        getCountingCode: () => Promise.resolve(undefined),
        listTeamsOfTeacher: () => Promise.resolve([]),
      },
      callers: new InMemoryThonScopes().addUser({
        userId: 'org',
        role: 'organizer',
        firstName: 'Olga',
        lastName: 'Organizer',
      }),
      clock: { nowMs: () => now, nowInSeconds: () => Math.floor(now / 1000) },
    },
    laps,
    clock: { nowMs: () => now, nowInSeconds: () => Math.floor(now / 1000) },
    metrics,
  };
  return { deps, metrics };
}

const lap = (scanId: string): LapOp => ({
  Op: 'lap',
  ScanId: scanId,
  LapToken: 'token-1',
  ScannedAt: new Date(now - 1000).toISOString(),
});

describe('RecordLaps: laps counted', () => {
  it('counts the batch’s new counted laps once, its duplicates, laps over the maximum and undos not', async () => {
    const { deps, metrics } = world(scriptedLaps({ 'scan-3': 'duplicate', 'scan-4': 'over-max' }));
    const ops: LapOp[] = [
      lap('scan-1'),
      lap('scan-2'),
      lap('scan-3'),
      lap('scan-4'),
      { Op: 'undo', ScanId: 'scan-2', ParticipantId: 'kid-1' },
    ];
    const { Results } = await recordLaps(deps, organizer, { EventId: 'e1', Ops: ops });
    expect(Results.map((result) => result.Result)).toEqual([
      'counted',
      'counted',
      'duplicate',
      'over-max',
      'undone',
    ]);
    expect(metrics.counted).toEqual([{ metric: 'LapsCounted', value: 2 }]);
  });

  it('counts nothing when a phone resends a batch already answered', async () => {
    const { deps, metrics } = world(scriptedLaps());
    const batch = { EventId: 'e1', Ops: [lap('scan-1'), lap('scan-2')] };
    await recordLaps(deps, organizer, batch);
    const again = await recordLaps(deps, organizer, batch);
    expect(again.Results.map((result) => result.Result)).toEqual(['counted', 'counted']);
    expect(metrics.counted).toEqual([{ metric: 'LapsCounted', value: 2 }]);
  });
});
