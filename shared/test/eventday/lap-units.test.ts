import { describe, expect, it } from 'vitest';
import { lapsOwnUnits, unitsDue } from '../../src/eventday/lap-units';

const scan = { at: 1, scanId: 'a' };

describe('lapsOwnUnits', () => {
  it('is false for a runner with a bib and nothing counted or corrected', () => {
    expect(lapsOwnUnits({ laps: 0, counted: [] })).toBe(false);
    expect(lapsOwnUnits({ laps: 0 })).toBe(false);
  });

  it('is true from the first counted lap, a correction (even to 0) or units applied', () => {
    expect(lapsOwnUnits({ laps: 1, counted: [scan] })).toBe(true);
    expect(lapsOwnUnits({ laps: 0, counted: [], adjustment: 0 })).toBe(true);
    expect(lapsOwnUnits({ laps: 0, counted: [], unitsApplied: 1 })).toBe(true);
  });
});

describe('unitsDue', () => {
  it('answers the laps when they differ from the units applied', () => {
    expect(unitsDue({ laps: 3, counted: [scan, scan, scan], unitsApplied: 2 }, 50)).toBe(3);
    expect(unitsDue({ laps: 1, counted: [scan] }, 50)).toBe(1);
  });

  it('answers nothing when the units applied are the laps, or the tally owns nothing', () => {
    expect(unitsDue({ laps: 3, counted: [scan, scan, scan], unitsApplied: 3 }, 50)).toBeUndefined();
    expect(unitsDue({ laps: 0, counted: [] }, 50)).toBeUndefined();
  });

  it('writes 0 for a lap undone after it was applied, and for a correction to 0', () => {
    expect(unitsDue({ laps: 0, counted: [], unitsApplied: 1 }, 50)).toBe(0);
    expect(unitsDue({ laps: 0, counted: [], adjustment: 0 }, 50)).toBe(0);
  });

  it('caps at a maximum lowered since the laps were counted, and then rests', () => {
    expect(unitsDue({ laps: 12, counted: Array(12).fill(scan) }, 10)).toBe(10);
    expect(unitsDue({ laps: 12, counted: Array(12).fill(scan), unitsApplied: 10 }, 10)).toBeUndefined();
  });
});
