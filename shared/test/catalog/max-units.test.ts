import { describe, expect, it } from 'vitest';
import { maxUnitsForParticipantCount } from '@thon/shared/catalog/max-units';

// [first count, last count, maximum units], typed here from the spec's values.
const bands: [number, number, number][] = [
  [1, 4, 25],
  [5, 9, 30],
  [10, 14, 35],
  [15, 19, 45],
  [20, 24, 50],
  [25, 29, 55],
  [30, 34, 65],
  [35, 39, 70],
  [40, 44, 80],
  [45, 49, 85],
  [50, 54, 95],
  [55, 59, 100],
  [60, 64, 110],
  [65, 69, 120],
  [70, 74, 130],
  [75, 79, 140],
  [80, 84, 150],
  [85, 89, 160],
  [90, 94, 170],
  [95, 99, 180],
];

describe('maxUnitsForParticipantCount', () => {
  it('0 participants → 0 units', () => {
    expect(maxUnitsForParticipantCount(0)).toBe(0);
  });

  it.each(bands)('%i to %i participants → %i units at both ends', (first, last, units) => {
    expect(maxUnitsForParticipantCount(first)).toBe(units);
    expect(maxUnitsForParticipantCount(last)).toBe(units);
  });

  it('the bands cover 1 to 99 with no gap, one value for every count', () => {
    for (let count = 1; count <= 99; count += 1) {
      const band = bands.find(([first, last]) => count >= first && count <= last);
      expect(maxUnitsForParticipantCount(count)).toBe(band?.[2]);
    }
  });

  it.each([
    [100, 200],
    [101, 202],
    [250, 500],
    [10_000, 20_000],
  ])('%i participants (100 or more) → double: %i', (count, units) => {
    expect(maxUnitsForParticipantCount(count)).toBe(units);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (count) => {
    expect(() => maxUnitsForParticipantCount(count)).toThrow(RangeError);
  });
});
