// The phone's event-day database: one per origin, shared by every Thon the phone counts for, so a
// volunteer who counts at two schools keeps each one's queue apart by event code. IndexedDB, not
// localStorage: it survives a reload and a closed tab, holds a whole roster, and its transactions
// keep the queue consistent when two tabs of the page are open.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { EventDayRoster, LapOp } from '@thon/shared/api/schemas/eventday';

export const countingDbName = 'thon-eventday';

/** A queued scan or undo: its op, the Thon it is for, and its place in the queue. */
export interface QueuedOp {
  /** The queue's order: the store's auto-incremented key. */
  seq?: number;
  eventCode: string;
  scanId: string;
  op: LapOp;
}

export interface CountingDb extends DBSchema {
  rosters: { key: string; value: EventDayRoster };
  queue: {
    key: number;
    value: QueuedOp;
    // An index lists its records by index key then primary key: by Thon, then in queue order.
    indexes: { byEvent: string; byScanId: string };
  };
  codes: { key: string; value: string };
  /** The phone's clock offset from the server's clock, in ms: one per phone, not per Thon. */
  clock: { key: 'offsetMs'; value: number };
}

export function openCountingDb(): Promise<IDBPDatabase<CountingDb>> {
  return openDB<CountingDb>(countingDbName, 1, {
    upgrade(db) {
      db.createObjectStore('rosters');
      const queue = db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('byEvent', 'eventCode');
      queue.createIndex('byScanId', 'scanId', { unique: true });
      db.createObjectStore('codes');
      db.createObjectStore('clock');
    },
  });
}
