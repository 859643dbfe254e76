import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctLaps,
  decideLap,
  lapsOf,
  lastLapAt,
  summaryOf,
  undoScan,
  type LapTally,
  type Sighting,
} from '../../src/eventday/lap-rules';

const cooldown = 20_000;
const empty = (maxUnits = 100, adjustment = 0): LapTally => ({ counted: [], seen: [], adjustment, maxUnits });
const at = (seconds: number, scanId = `s${seconds}`): Sighting => ({ at: seconds * 1000, scanId });

/** The tally after scans arrive in the given order. */
function arrive(scans: readonly Sighting[], start: LapTally = empty()): LapTally {
  return scans.reduce((tally, scan) => decideLap(tally, scan, cooldown).tally, start);
}

describe('the lap rule', () => {
  it('counts the first scan and one a cooldown later', () => {
    const first = decideLap(empty(), at(0), cooldown);
    expect(first.kind).toBe('counted');
    const second = decideLap(first.tally, at(20), cooldown);
    expect(second.kind).toBe('counted');
    expect(lapsOf(second.tally)).toBe(2);
    expect(lastLapAt(second.tally, cooldown)).toBe(20_000);
  });

  it('a scan within the cooldown after a lap is its duplicate, at the same time too', () => {
    const tally = arrive([at(0, 'a')]);
    expect(decideLap(tally, at(19.999, 'b'), cooldown)).toMatchObject({
      kind: 'duplicate',
      outcome: { result: 'duplicate', duplicateOf: 'a' },
    });
    expect(decideLap(tally, at(0, 'b'), cooldown).outcome).toEqual({ result: 'duplicate', duplicateOf: 'a' });
    expect(lapsOf(decideLap(tally, at(5, 'b'), cooldown).tally)).toBe(1);
  });

  it('an earlier sighting arriving late takes the count; the later one becomes its duplicate', () => {
    const tally = arrive([at(10, 'later')]);
    const decision = decideLap(tally, at(0, 'earlier'), cooldown);
    expect(decision).toMatchObject({ kind: 'replaces', replaced: 'later', outcome: { result: 'counted' } });
    expect(decision.changes).toEqual([
      { scanId: 'later', outcome: { result: 'duplicate', duplicateOf: 'earlier' } },
    ]);
    expect(lapsOf(decision.tally)).toBe(1);
    expect(decision.tally.counted).toEqual([at(0, 'earlier')]);
  });

  it('a late scan before a lap with a lap within the cooldown before it is a duplicate of that one', () => {
    const tally = arrive([at(0, 'a'), at(30, 'c')]);
    const decision = decideLap(tally, at(15, 'b'), cooldown);
    expect(decision).toMatchObject({ kind: 'duplicate', outcome: { duplicateOf: 'a' }, changes: [] });
    expect(lapsOf(decision.tally)).toBe(2);
  });

  it('a late earlier scan can free a later sighting to count (the set decides, not the arrival)', () => {
    // 30 then 15 arrive: 15 counts, 30 is its duplicate. Then 0: it counts, 15 becomes its
    // duplicate and 30, a cooldown after 0, is a lap again.
    const tally = arrive([at(30), at(15)]);
    expect(lapsOf(tally)).toBe(1);
    const decision = decideLap(tally, at(0), cooldown);
    expect(lapsOf(decision.tally)).toBe(2);
    expect(decision.changes).toEqual(
      expect.arrayContaining([
        { scanId: 's15', outcome: { result: 'duplicate', duplicateOf: 's0' } },
        { scanId: 's30', outcome: { result: 'counted', duplicateOf: null } },
      ]),
    );
  });

  it('keeps a lap above the maximum as over-max, after checking for a duplicate', () => {
    const full = arrive([at(0, 'a'), at(30, 'b')], empty(2));
    expect(lapsOf(full)).toBe(2);
    expect(decideLap(full, at(40, 'c'), cooldown)).toMatchObject({
      kind: 'duplicate',
      outcome: { duplicateOf: 'b' },
    });
    const over = decideLap(full, at(60, 'c'), cooldown);
    expect(over).toMatchObject({ kind: 'over-max', outcome: { result: 'over-max', duplicateOf: null } });
    expect(lapsOf(over.tally)).toBe(2);
    expect(over.tally.seen).toEqual([at(60, 'c')]);
  });

  it('sums up what the tally item stores', () => {
    const tally = arrive([at(0), at(5), at(30), at(60), at(65)], empty(2));
    expect(summaryOf(tally, cooldown)).toEqual({ laps: 2, lastLapAt: 60_000, overMax: 1, duplicates: 2 });
  });

  it('corrections count towards the maximum', () => {
    const corrected = empty(3, 2);
    const first = decideLap(corrected, at(0), cooldown);
    expect(first.kind).toBe('counted');
    expect(lapsOf(first.tally)).toBe(3);
    expect(decideLap(first.tally, at(60), cooldown).kind).toBe('over-max');
  });

  it('the last lap is the last pass, over-max included: a scan within its cooldown is a duplicate', () => {
    const full = arrive([at(0, 'a'), at(30, 'b')], empty(1));
    expect(lastLapAt(full, cooldown)).toBe(30_000);
  });

  it('a correction holds: later walks keep its laps and later scans add to it', () => {
    const ran = arrive([at(0), at(30), at(60)], empty(2));
    expect(lapsOf(ran)).toBe(2);
    const corrected = correctLaps(ran, 1, cooldown);
    expect(lapsOf(corrected)).toBe(1);
    // A late scan re-walks every sighting: the correction is not undone by it.
    expect(lapsOf(decideLap(corrected, at(65), cooldown).tally)).toBe(1);
    expect(lapsOf(decideLap(corrected, at(90), cooldown).tally)).toBe(2);
    expect(lapsOf(correctLaps(ran, 0, cooldown))).toBe(0);
  });

  it('answers a resent scan with its stored outcome and changes nothing', () => {
    const tally = arrive([at(0, 'a'), at(5, 'b')]);
    expect(decideLap(tally, at(5, 'b'), cooldown)).toEqual({
      kind: 'resent',
      outcome: { result: 'duplicate', duplicateOf: 'a' },
      tally,
      changes: [],
    });
  });

  it('an undo takes the lap away and recomputes the last lap', () => {
    const tally = arrive([at(0, 'a'), at(30, 'b')]);
    const decision = undoScan(tally, 'b', cooldown);
    expect(decision.kind).toBe('undone');
    if (decision.kind !== 'undone') return;
    expect(lapsOf(decision.tally)).toBe(1);
    expect(lastLapAt(decision.tally, cooldown)).toBe(0);
    expect(undoScan(tally, 'unknown', cooldown)).toEqual({ kind: 'not-found' });
  });

  it("an undone lap's duplicate from another phone counts instead: the runner did pass", () => {
    const tally = arrive([at(0, 'mistake'), at(5, 'other-phone')]);
    const decision = undoScan(tally, 'mistake', cooldown);
    if (decision.kind !== 'undone') throw new Error(decision.kind);
    expect(lapsOf(decision.tally)).toBe(1);
    expect(decision.changes).toEqual([
      { scanId: 'other-phone', outcome: { result: 'counted', duplicateOf: null } },
    ]);
  });
});

// Scan times on a 3-minute track with whole seconds often equal, and scan ids unique.
const scansArbitrary = fc
  .uniqueArray(fc.record({ at: fc.integer({ min: 0, max: 180 }), id: fc.uuid() }), {
    selector: (scan) => scan.id,
    maxLength: 25,
  })
  .map((scans) => scans.map((scan) => ({ at: scan.at * 1000, scanId: scan.id })));

describe('lap rule properties', () => {
  it('counted scans are always at least a cooldown apart, whatever arrives and is undone', () => {
    fc.assert(
      fc.property(
        scansArbitrary,
        fc.array(fc.nat()),
        fc.integer({ min: 1, max: 30 }),
        (scans, undos, max) => {
          let tally = arrive(scans, empty(max));
          for (const pick of undos) {
            const all = [...tally.counted, ...tally.seen];
            const victim = all[pick % Math.max(1, all.length)];
            if (victim === undefined) break;
            const decision = undoScan(tally, victim.scanId, cooldown);
            if (decision.kind === 'undone') tally = decision.tally;
          }
          tally.counted.slice(1).forEach((scan, index) => {
            expect(scan.at - (tally.counted[index]?.at ?? 0)).toBeGreaterThanOrEqual(cooldown);
          });
          expect(lapsOf(tally)).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('the laps do not depend on the order the scans arrive in', () => {
    fc.assert(
      fc.property(
        scansArbitrary.chain((scans) =>
          fc.tuple(fc.constant(scans), fc.shuffledSubarray(scans, { minLength: scans.length })),
        ),
        fc.integer({ min: 1, max: 30 }),
        ([scans, shuffled], max) => {
          const inOrder = arrive(scans, empty(max));
          const permuted = arrive(shuffled, empty(max));
          expect(lapsOf(permuted)).toBe(lapsOf(inOrder));
          expect(permuted.counted).toEqual(inOrder.counted);
        },
      ),
    );
  });

  it('a scan a cooldown after the last lap, below the maximum, is a plain lap (the one-write path)', () => {
    fc.assert(
      fc.property(
        scansArbitrary,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        (scans, second, max) => {
          const tally = arrive(scans, empty(max));
          const last = lastLapAt(tally, cooldown);
          const scan = { at: second * 1000, scanId: 'new-scan' };
          fc.pre(lapsOf(tally) < max && (last === undefined || scan.at - last >= cooldown));
          const decision = decideLap(tally, scan, cooldown);
          expect(decision.kind).toBe('counted');
          expect(decision.changes).toEqual([]);
          expect(decision.tally.counted).toEqual([...tally.counted, scan]);
        },
      ),
    );
  });

  it('a resent scan never changes anything', () => {
    fc.assert(
      fc.property(scansArbitrary, fc.nat(), (scans, pick) => {
        fc.pre(scans.length > 0);
        const tally = arrive(scans);
        const resent = scans[pick % scans.length];
        if (resent === undefined) return;
        const decision = decideLap(tally, resent, cooldown);
        expect(decision.kind).toBe('resent');
        expect(decision.tally).toBe(tally);
        expect(decision.changes).toEqual([]);
      }),
    );
  });
});
