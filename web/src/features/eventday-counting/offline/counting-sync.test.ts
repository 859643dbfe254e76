import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { must } from '@/testing/must';
import { ApiError } from '@/lib/api-error';
import { countingDbName } from './counting-db';
import {
  openCountingStore,
  type CountingStore,
  type EventDayRoster,
  type LapOp,
  type LapResult,
} from './counting-store';
import { CountingSync, type ConnectivitySource, type SendLaps, type SyncOptions } from './counting-sync';

const opened: CountingStore[] = [];
const engines: CountingSync[] = [];

afterEach(async () => {
  for (const engine of engines.splice(0)) engine.stop();
  for (const store of opened.splice(0)) store.close();
  await deleteDB(countingDbName);
});

/** Timers the test fires itself: a retry is a scheduled run the test can see and trigger. */
function manualTimers() {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    schedule: ((run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    }) satisfies SyncOptions['schedule'],
    live: (ms?: number) =>
      timers.filter((timer) => !timer.cancelled && (ms === undefined || timer.ms === ms)),
    fire(timer: { run: () => void; cancelled: boolean }) {
      timer.cancelled = true;
      timer.run();
    },
  };
}

function fakeConnectivity(online = true) {
  const listeners = new Set<() => void>();
  const connectivity: ConnectivitySource & { set(online: boolean): void } = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      for (const listener of listeners) listener();
    },
  };
  return connectivity;
}

const serverTime = '2026-05-01T14:00:00.000Z';

/**
 * A server that counts each ScanId once and answers a resent scan with the result it stored, as
 * RecordLaps does; `loseAnswers` makes it count and then fail as a dropped connection would.
 */
function fakeServer() {
  const stored = new Map<string, LapResult>();
  const batches: LapOp[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let failWith: unknown;
  let loseAnswers = false;
  const send: SendLaps = async (ops) => {
    batches.push(ops);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      await Promise.resolve();
      if (failWith) throw failWith;
      for (const op of ops) {
        if (!stored.has(op.ScanId)) {
          stored.set(op.ScanId, {
            ScanId: op.ScanId,
            Op: op.Op,
            Result: op.Op === 'lap' ? 'counted' : 'undone',
            ParticipantId: 'p-1',
            FirstName: 'Ava',
            LastInitial: 'B',
            Laps: stored.size + 1,
            OverMax: 0,
            DuplicateOf: null,
          });
        }
      }
      if (loseAnswers) throw new ApiError(0, 'Failed to fetch', { kind: 'network' });
      return { Results: ops.map((op) => must(stored.get(op.ScanId))), ServerTime: serverTime };
    } finally {
      inFlight -= 1;
    }
  };
  return {
    send: vi.fn(send),
    stored,
    batches,
    mostInFlight: () => mostInFlight,
    failWith(error: unknown) {
      failWith = error;
    },
    loseAnswers(value: boolean) {
      loseAnswers = value;
    },
  };
}

async function setUp(
  options: { online?: boolean; queued?: number; loadRoster?: () => Promise<EventDayRoster> } = {},
) {
  const store = await openCountingStore('MAPLE');
  opened.push(store);
  const ops: LapOp[] = [];
  for (let index = 0; index < (options.queued ?? 0); index += 1) {
    const op = store.lapOp('AAAAAAAAAAAA');
    ops.push(op);
    await store.enqueue(op);
  }
  const server = fakeServer();
  const timers = manualTimers();
  const connectivity = fakeConnectivity(options.online ?? true);
  const engine = new CountingSync(store, server.send, {
    schedule: timers.schedule,
    connectivity,
    random: () => 0.5,
    ...(options.loadRoster && { loadRoster: options.loadRoster }),
  });
  engines.push(engine);
  const results: LapResult[][] = [];
  engine.onResults((batch) => results.push(batch));
  return { store, ops, server, timers, connectivity, engine, results };
}

describe('the counting sync', () => {
  it('sends the queue oldest first, in batches of at most 50, one request at a time', async () => {
    const { store, ops, server, engine, results } = await setUp({ queued: 120 });
    await engine.start();
    await vi.waitFor(() => expect(engine.getState().lastSyncAt).toBeDefined());
    await vi.waitFor(() => expect(results.flat()).toHaveLength(120));
    expect(await store.waitingCount()).toBe(0);

    expect(server.batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(server.batches.flat()).toEqual(ops);
    expect(server.mostInFlight()).toBe(1);
    expect(results.flat().map((result) => result.ScanId)).toEqual(ops.map((op) => op.ScanId));
    expect(engine.getState()).toMatchObject({ waiting: 0, online: true, lastError: undefined });
    expect(engine.getState().lastSyncAt).toEqual(expect.any(Number));
  });

  it('sends a scan queued while a batch is on its way once that batch is answered', async () => {
    const { store, server, engine } = await setUp({ queued: 1 });
    await engine.start();
    const later = store.lapOp('BBBBBBBBBBBB');
    await store.enqueue(later);
    await vi.waitFor(async () => expect(await store.waitingCount()).toBe(0));
    expect(server.batches.flat().map((op) => op.ScanId)).toContain(later.ScanId);
    expect(server.mostInFlight()).toBe(1);
  });

  it('keeps the ops when a send fails and sends them again after a growing, capped wait', async () => {
    const { store, ops, server, timers, engine, results } = await setUp({ queued: 3 });
    server.failWith(new ApiError(0, 'Failed to fetch', { kind: 'network' }));
    await engine.start();

    await vi.waitFor(() => expect(timers.live()).toHaveLength(1));
    expect(must(timers.live()[0]).ms).toBe(1_000);
    expect(await store.pending()).toEqual(ops);
    expect(engine.getState()).toMatchObject({
      online: false,
      waiting: 3,
      lastError: { status: 0, stopped: false },
    });

    server.failWith(new ApiError(503, 'Service unavailable'));
    timers.fire(must(timers.live()[0]));
    await vi.waitFor(() => expect(timers.live()).toHaveLength(1));
    expect(must(timers.live()[0]).ms).toBe(2_000);
    for (let failure = 3; failure <= 8; failure += 1) {
      timers.fire(must(timers.live()[0]));
      await vi.waitFor(() => expect(server.batches).toHaveLength(failure));
      await vi.waitFor(() => expect(timers.live()).toHaveLength(1));
    }
    expect(must(timers.live()[0]).ms).toBe(30_000);
    expect(await store.pending()).toEqual(ops);
    expect(results).toEqual([]);

    server.failWith(undefined);
    timers.fire(must(timers.live()[0]));
    await vi.waitFor(() => expect(results.flat()).toHaveLength(3));
    expect(await store.waitingCount()).toBe(0);
    expect(server.stored.size).toBe(3);
    expect(results.flat().map((result) => result.ScanId)).toEqual(ops.map((op) => op.ScanId));
    expect(engine.getState()).toMatchObject({ online: true, waiting: 0, lastError: undefined });
  });

  it('sends again a batch whose answer was lost, and removes its ops once answered, each lap counted once', async () => {
    const { store, ops, server, timers, engine, results } = await setUp({ queued: 2 });
    server.loseAnswers(true);
    await engine.start();
    await vi.waitFor(() => expect(timers.live()).toHaveLength(1));
    // The server counted both; the phone never heard, so it keeps them.
    expect(server.stored.size).toBe(2);
    expect(await store.pending()).toEqual(ops);

    server.loseAnswers(false);
    timers.fire(must(timers.live()[0]));
    await vi.waitFor(() => expect(results.flat()).toHaveLength(2));
    expect(await store.waitingCount()).toBe(0);
    expect(server.batches).toEqual([ops, ops]);
    expect(server.stored.size).toBe(2);
    expect(results.flat().map((result) => [result.Result, result.Laps])).toEqual([
      ['counted', 1],
      ['counted', 2],
    ]);
  });

  it('keeps an op the answer left out for the next batch', async () => {
    const { store, ops, engine } = await setUp({ queued: 2 });
    const send = vi
      .fn<SendLaps>()
      .mockImplementationOnce(async (batch) => ({
        Results: [
          {
            ScanId: must(batch[0]).ScanId,
            Op: 'lap',
            Result: 'counted',
            ParticipantId: 'p-1',
            FirstName: 'Ava',
            LastInitial: 'B',
            Laps: 1,
            OverMax: 0,
            DuplicateOf: null,
          },
        ],
        ServerTime: serverTime,
      }))
      .mockImplementation(async () => ({ Results: [], ServerTime: serverTime }));
    const partial = new CountingSync(store, send, {
      connectivity: fakeConnectivity(true),
      schedule: manualTimers().schedule,
    });
    engines.push(partial);
    engine.stop();
    await partial.start();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(must(send.mock.calls[1])[0]).toEqual([ops[1]]);
    expect(await store.pending()).toEqual([ops[1]]);
    // An answer about none of the ops sent is not sent again in a loop but after a wait.
    expect(partial.getState().lastError).toMatchObject({ stopped: false });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops on a 401 (the code expired or was revoked), keeps the ops, says why, and resumes with a new code', async () => {
    const { store, ops, server, timers, engine } = await setUp({ queued: 2 });
    server.failWith(new ApiError(401, 'This counting code has expired.'));
    await engine.start();
    await vi.waitFor(() =>
      expect(engine.getState().lastError).toEqual({
        status: 401,
        message: 'This counting code has expired.',
        stopped: true,
      }),
    );
    expect(timers.live()).toEqual([]);

    // Scanning on is allowed (the queue grows) but nothing is sent with the dead code.
    const scan = store.lapOp('BBBBBBBBBBBB');
    await store.enqueue(scan);
    await vi.waitFor(() => expect(engine.getState().waiting).toBe(3));
    expect(server.batches).toHaveLength(1);
    expect(await store.pending()).toEqual([...ops, scan]);

    server.failWith(undefined);
    await store.saveCode('ABCDEFGH2345672345672345');
    await vi.waitFor(() => expect(engine.getState()).toMatchObject({ waiting: 0, lastError: undefined }));
    expect(await store.waitingCount()).toBe(0);
    expect(server.batches).toHaveLength(2);
  });

  it('shows another refusal of the batch, keeps the ops, and tries again on the next scan rather than on a timer', async () => {
    const { store, ops, server, timers, engine } = await setUp({ queued: 1 });
    server.failWith(new ApiError(404, 'This Thon was not found.'));
    await engine.start();
    await vi.waitFor(() =>
      expect(engine.getState().lastError).toEqual({
        status: 404,
        message: 'This Thon was not found.',
        stopped: false,
      }),
    );
    expect(timers.live()).toEqual([]);
    expect(await store.pending()).toEqual(ops);

    server.failWith(undefined);
    await store.enqueue(store.lapOp('BBBBBBBBBBBB'));
    await vi.waitFor(async () => expect(await store.waitingCount()).toBe(0));
  });

  it('waits while the browser is offline and sends when it comes back online', async () => {
    const { store, server, engine, connectivity } = await setUp({ online: false, queued: 2 });
    await engine.start();
    await store.enqueue(store.lapOp('BBBBBBBBBBBB'));
    await vi.waitFor(() => expect(engine.getState().waiting).toBe(3));
    expect(engine.getState().online).toBe(false);
    expect(server.send).not.toHaveBeenCalled();

    connectivity.set(true);
    await vi.waitFor(() => expect(engine.getState()).toMatchObject({ online: true, waiting: 0 }));
    expect(await store.waitingCount()).toBe(0);
  });

  it("learns the clock offset from the answer's ServerTime", async () => {
    const { store, engine } = await setUp({ queued: 1 });
    await engine.start();
    await vi.waitFor(async () => expect(await store.waitingCount()).toBe(0));
    // The fake server answers a fixed time; the phone's clock is today's.
    const expected = Date.parse(serverTime) - Date.now();
    expect(Math.abs(store.clockOffsetMs() - expected)).toBeLessThan(5_000);
  });
});

describe("the counting sync's roster", () => {
  const roster = (laps: number): EventDayRoster => ({
    EventId: 'event-1',
    EventCode: 'MAPLE',
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
        LapToken: 'AAAAAAAAAAAA',
        Laps: laps,
        OverMax: 0,
      },
    ],
    ServerTime: serverTime,
  });

  it("shows the phone's roster at once, then the server's, read again every 30 s, keeping the last one when a read fails", async () => {
    const store = await openCountingStore('MAPLE');
    opened.push(store);
    await store.saveRoster(roster(1));
    const loadRoster = vi
      .fn<() => Promise<EventDayRoster>>()
      .mockResolvedValueOnce(roster(4))
      .mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', { kind: 'network' }));
    const timers = manualTimers();
    const engine = new CountingSync(store, fakeServer().send, {
      schedule: timers.schedule,
      connectivity: fakeConnectivity(true),
      loadRoster,
    });
    engines.push(engine);
    const seen: number[] = [];
    engine.onState((state) => seen.push(state.roster?.Runners[0]?.Laps ?? -1));

    await engine.start();
    await vi.waitFor(() => expect(engine.getState().roster?.Runners[0]?.Laps).toBe(4));
    expect(seen[0]).toBe(1);
    expect(await store.getRoster()).toEqual(roster(4));
    expect(loadRoster).toHaveBeenCalledTimes(1);

    const refresh = timers.live(30_000);
    expect(refresh).toHaveLength(1);
    timers.fire(must(refresh[0]));
    await vi.waitFor(() => expect(loadRoster).toHaveBeenCalledTimes(2));
    expect(engine.getState().roster?.Runners[0]?.Laps).toBe(4);
    expect(await store.getRoster()).toEqual(roster(4));
  });
});
