import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { must } from '@/testing/must';
import { countingDbName } from './counting-db';
import { openCountingStore, type CountingStore, type EventDayRoster } from './counting-store';

const opened: CountingStore[] = [];

async function open(eventCode: string, now?: () => number): Promise<CountingStore> {
  const store = await openCountingStore(eventCode, now ? { now } : {});
  opened.push(store);
  return store;
}

afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await deleteDB(countingDbName);
});

const token = (letter: string) => letter.repeat(12);

function roster(eventCode: string): EventDayRoster {
  return {
    EventId: 'event-1',
    EventCode: eventCode,
    EventName: 'Maple Fun Run',
    Status: 'live',
    CooldownSeconds: 20,
    MaxUnits: 30,
    TimeZone: 'America/Chicago',
    CountingUntil: null,
    Counter: { Kind: 'code', Name: 'Gym door' },
    Runners: [
      {
        ParticipantId: 'p-1',
        FirstName: 'Ava',
        LastInitial: 'B',
        TeamId: 't-1',
        TeamName: 'Room 4',
        LapToken: token('A'),
        Laps: 2,
        OverMax: 0,
      },
    ],
    ServerTime: '2026-05-01T14:00:00.000Z',
  };
}

describe('the counting store', () => {
  it('keeps the queue in the order scans were made, per Thon, across a reopening', async () => {
    const store = await open('MAPLE');
    const sent = store.lapOp(token('A'), 'p-1');
    const ops = [store.lapOp(token('B')), store.undoOp(sent.ScanId, 'p-1'), store.lapOp(token('C'))];
    for (const op of ops) await store.enqueue(op);
    const other = await open('OAK');
    await other.enqueue(other.lapOp(token('D')));
    store.close();

    const reopened = await open('MAPLE');
    expect(await reopened.pending()).toEqual(ops);
    expect(await reopened.pending(2)).toEqual(ops.slice(0, 2));
    expect(await reopened.waitingCount()).toBe(3);
    expect((await other.pending()).map((op) => op.Op === 'lap' && op.LapToken)).toEqual([token('D')]);
  });

  it('gives every scan its own id, and an undo the id of the lap it takes back', async () => {
    const store = await open('MAPLE');
    const laps = [store.lapOp(token('A')), store.lapOp(token('A'))];
    expect(new Set(laps.map((op) => op.ScanId)).size).toBe(2);
    for (const op of laps)
      expect(op.ScanId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(store.undoOp(must(laps[0]).ScanId, 'p-1')).toEqual({
      Op: 'undo',
      ScanId: must(laps[0]).ScanId,
      ParticipantId: 'p-1',
    });
  });

  it('holds one op per ScanId: an undo waits until its lap has left the queue', async () => {
    const store = await open('MAPLE');
    const lap = store.lapOp(token('A'), 'p-1');
    await store.enqueue(lap);
    await expect(store.enqueue(store.undoOp(lap.ScanId, 'p-1'))).rejects.toMatchObject({
      name: 'ConstraintError',
    });
    await store.markSent([lap.ScanId]);
    await store.enqueue(store.undoOp(lap.ScanId, 'p-1'));
    expect(await store.pending()).toEqual([{ Op: 'undo', ScanId: lap.ScanId, ParticipantId: 'p-1' }]);
  });

  it('drops a queued scan, but not one being sent (the server may count it) nor one already gone', async () => {
    const store = await open('MAPLE');
    const [first, second] = [store.lapOp(token('A')), store.lapOp(token('B'))];
    await store.enqueue(first);
    await store.enqueue(second);

    store.markSending([second.ScanId]);
    expect(await store.remove(second.ScanId)).toBe(false);
    expect(await store.remove(first.ScanId)).toBe(true);
    expect(await store.remove(first.ScanId)).toBe(false);
    expect(await store.pending()).toEqual([second]);

    store.releaseSending([second.ScanId]);
    expect(await store.remove(second.ScanId)).toBe(true);
    expect(await store.pending()).toEqual([]);
  });

  it('removes the answered ops only', async () => {
    const store = await open('MAPLE');
    const ops = [store.lapOp(token('A')), store.lapOp(token('B')), store.lapOp(token('C'))];
    for (const op of ops) await store.enqueue(op);
    await store.markSent([must(ops[0]).ScanId, must(ops[2]).ScanId]);
    expect(await store.pending()).toEqual([ops[1]]);
  });

  it("stamps scans with the phone's time corrected by the offset the server's time taught, kept across a reopening", async () => {
    let phoneNow = Date.parse('2026-05-01T14:00:00.000Z');
    const store = await open('MAPLE', () => phoneNow);
    expect(store.lapOp(token('A'))).toMatchObject({ ScannedAt: '2026-05-01T14:00:00.000Z' });

    // Sent at 14:00:00.000 and answered at 14:00:00.400 on the phone; the server stamped 14:01:30.200:
    // the server is 90 s ahead of the request's middle (14:00:00.200).
    await store.setServerTime('2026-05-01T14:01:30.200Z', phoneNow, phoneNow + 400);
    expect(store.clockOffsetMs()).toBe(90_000);
    phoneNow += 5_000;
    expect(store.lapOp(token('A'))).toMatchObject({ ScannedAt: '2026-05-01T14:01:35.000Z' });

    store.close();
    const reopened = await open('OAK', () => phoneNow);
    expect(reopened.clockOffsetMs()).toBe(90_000);
    expect(reopened.lapOp(token('B'))).toMatchObject({ ScannedAt: '2026-05-01T14:01:35.000Z' });
  });

  it('keeps the roster and the code per Thon, and forgets the code when told', async () => {
    const store = await open('MAPLE');
    expect(await store.getRoster()).toBeUndefined();
    await store.saveRoster(roster('MAPLE'));
    await store.saveCode('ABCDEFGH2345672345672345');
    store.close();

    const reopened = await open('MAPLE');
    expect(await reopened.getRoster()).toEqual(roster('MAPLE'));
    expect(await reopened.getCode()).toBe('ABCDEFGH2345672345672345');
    expect(await (await open('OAK')).getCode()).toBeUndefined();
    await reopened.clearCode();
    expect(await reopened.getCode()).toBeUndefined();
  });

  it('tells subscribers what changed', async () => {
    const store = await open('MAPLE');
    const changes: string[] = [];
    const unsubscribe = store.subscribe((change) => changes.push(change));
    const op = store.lapOp(token('A'));
    await store.enqueue(op);
    await store.saveCode('ABCDEFGH2345672345672345');
    await store.saveRoster(roster('MAPLE'));
    await store.remove(op.ScanId);
    unsubscribe();
    await store.enqueue(store.lapOp(token('B')));
    expect(changes).toEqual(['queue', 'code', 'roster', 'queue']);
  });
});
