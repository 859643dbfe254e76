// What the counting page keeps on the phone for one Thon (docs/event-day.md, "Offline"): the
// roster to look bibs up without a network, the volunteer's counting code, and the queue of scans
// waiting to be sent, oldest first. The sync engine (counting-sync.ts) empties the queue.
import { newIdempotencyKey } from '@/lib/new-idempotency-key';
import { clockOffsetOf, correctedTime } from './clock-offset';
import { openCountingDb } from './counting-db';
import type { EventDayRoster, LapOp, RecordLapsResponse } from '@thon/shared/api/schemas/eventday';

export type {
  EventDayRoster,
  LapOp,
  LapResult,
  LapResultKind,
  RosterRunner,
} from '@thon/shared/api/schemas/eventday';
/** RecordLaps' and RecordLapsWithCode's answer. */
export type RecordLapsAnswer = RecordLapsResponse;

/** What changed in the store, for whoever shows the waiting count or sends the queue. */
export type StoreChange = 'queue' | 'code' | 'roster';

export interface CountingStore {
  readonly eventCode: string;
  getRoster(): Promise<EventDayRoster | undefined>;
  saveRoster(roster: EventDayRoster): Promise<void>;
  getCode(): Promise<string | undefined>;
  saveCode(code: string): Promise<void>;
  clearCode(): Promise<void>;
  /** A new lap op for a scanned bib: a fresh ScanId, stamped with the server-corrected time now. */
  lapOp(lapToken: string, participantId?: string): LapOp;
  /** The undo of a lap already sent: it names the lap by the lap's own ScanId. */
  undoOp(lapScanId: string, participantId: string): LapOp;
  /** Queues an op; refused (a ConstraintError) while an op with its ScanId is still queued. */
  enqueue(op: LapOp): Promise<void>;
  /**
   * Drops a queued op (a lap undone before it was sent). False when it is no longer queued, or is
   * being sent right now: the server may count it, so the caller undoes it once it is answered.
   */
  remove(scanId: string): Promise<boolean>;
  /** The queued ops, oldest first (at most `limit`). */
  pending(limit?: number): Promise<LapOp[]>;
  /** How many ops wait to be sent. */
  waitingCount(): Promise<number>;
  /** Marks ops as being sent: `remove` refuses them until `markSent` or `releaseSending`. */
  markSending(scanIds: readonly string[]): void;
  /** Removes the ops the server answered and ends their sending. */
  markSent(scanIds: readonly string[]): Promise<void>;
  /** Ends the sending of ops that got no answer: they stay queued and are sent again. */
  releaseSending(scanIds: readonly string[]): void;
  /** The phone's offset from the server's clock (0 until a server time is known). */
  clockOffsetMs(): number;
  /** Learns the offset from an answer's ServerTime and the request's send and receipt times. */
  setServerTime(serverTimeIso: string, sentAtMs: number, receivedAtMs: number): Promise<void>;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: (change: StoreChange) => void): () => void;
  close(): void;
}

export interface CountingStoreOptions {
  /** The phone's clock (tests pass their own). */
  now?: () => number;
}

export async function openCountingStore(
  eventCode: string,
  options: CountingStoreOptions = {},
): Promise<CountingStore> {
  const now = options.now ?? Date.now;
  const db = await openCountingDb();
  let offsetMs = (await db.get('clock', 'offsetMs')) ?? 0;
  const sending = new Set<string>();
  const listeners = new Set<(change: StoreChange) => void>();
  const changed = (change: StoreChange) => {
    for (const listener of listeners) listener(change);
  };

  return {
    eventCode,
    getRoster: () => db.get('rosters', eventCode),
    async saveRoster(roster) {
      await db.put('rosters', roster, eventCode);
      changed('roster');
    },
    getCode: () => db.get('codes', eventCode),
    async saveCode(code) {
      await db.put('codes', code, eventCode);
      changed('code');
    },
    async clearCode() {
      await db.delete('codes', eventCode);
      changed('code');
    },
    lapOp(lapToken, participantId) {
      const op: LapOp = {
        Op: 'lap',
        ScanId: newIdempotencyKey(),
        LapToken: lapToken,
        ScannedAt: correctedTime(now(), offsetMs),
      };
      return participantId === undefined ? op : { ...op, ParticipantId: participantId };
    },
    undoOp: (lapScanId, participantId) => ({ Op: 'undo', ScanId: lapScanId, ParticipantId: participantId }),
    async enqueue(op) {
      await db.add('queue', { eventCode, scanId: op.ScanId, op });
      changed('queue');
    },
    async remove(scanId) {
      if (sending.has(scanId)) return false;
      const tx = db.transaction('queue', 'readwrite');
      const key = await tx.store.index('byScanId').getKey(scanId);
      if (key !== undefined) await tx.store.delete(key);
      await tx.done;
      if (key === undefined) return false;
      changed('queue');
      return true;
    },
    async pending(limit) {
      const queued = await db.getAllFromIndex('queue', 'byEvent', eventCode, limit);
      return queued.map((entry) => entry.op);
    },
    waitingCount: () => db.countFromIndex('queue', 'byEvent', eventCode),
    markSending(scanIds) {
      for (const scanId of scanIds) sending.add(scanId);
    },
    async markSent(scanIds) {
      const tx = db.transaction('queue', 'readwrite');
      const index = tx.store.index('byScanId');
      let removed = 0;
      for (const scanId of scanIds) {
        const key = await index.getKey(scanId);
        if (key === undefined) continue;
        await tx.store.delete(key);
        removed += 1;
      }
      await tx.done;
      for (const scanId of scanIds) sending.delete(scanId);
      if (removed > 0) changed('queue');
    },
    releaseSending(scanIds) {
      for (const scanId of scanIds) sending.delete(scanId);
    },
    clockOffsetMs: () => offsetMs,
    async setServerTime(serverTimeIso, sentAtMs, receivedAtMs) {
      const offset = clockOffsetOf(serverTimeIso, sentAtMs, receivedAtMs);
      if (offset === undefined) return;
      offsetMs = offset;
      await db.put('clock', offset, 'offsetMs');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => db.close(),
  };
}
