// Which levels a credit reaches (docs/prizes.md): lowest first whatever the order saved, the current
// level the highest reached, the next the lowest not reached with what it needs, and the levels
// awarded in cumulative mode (all reached) or top mode (the highest only).
import { describe, expect, it } from 'vitest';
import {
  awardedLevels,
  currentLevel,
  inThresholdOrder,
  levelsReached,
  nextLevel,
} from '../../src/prizes/prize-levels';

const levels = [
  { levelId: 'gold', thresholdPerUnitCents: 300 },
  { levelId: 'registered', thresholdPerUnitCents: 0 },
  { levelId: 'glow', thresholdPerUnitCents: 100 },
];
const ids = (found: readonly { levelId: string }[]) => found.map((level) => level.levelId);

describe('prize levels', () => {
  it('orders levels by threshold', () => {
    expect(ids(inThresholdOrder(levels))).toEqual(['registered', 'glow', 'gold']);
  });

  it('reaches the registered level with no credit, the next being the first paid one', () => {
    expect(ids(levelsReached(levels, 0, 30))).toEqual(['registered']);
    expect(currentLevel(levels, 0, 30)?.levelId).toBe('registered');
    expect(nextLevel(levels, 0, 30)).toEqual({ level: levels[2], perUnitCents: 100, onceCents: 3000 });
  });

  it('reaches a level exactly at its threshold', () => {
    expect(currentLevel(levels, 3000, 30)?.levelId).toBe('glow');
    expect(nextLevel(levels, 3000, 30)).toEqual({ level: levels[0], perUnitCents: 200, onceCents: 6000 });
    expect(currentLevel(levels, 2999, 30)?.levelId).toBe('registered');
  });

  it('has no next level at the top, and no current one without a level of 0 and no credit', () => {
    expect(nextLevel(levels, 9000, 30)).toBeUndefined();
    const paidOnly = levels.filter((level) => level.thresholdPerUnitCents > 0);
    expect(currentLevel(paidOnly, 0, 30)).toBeUndefined();
    expect(currentLevel([], 5000, 30)).toBeUndefined();
    expect(nextLevel([], 5000, 30)).toBeUndefined();
  });

  it('awards every level reached in cumulative mode and only the highest in top mode', () => {
    expect(ids(awardedLevels(levels, 9000, 30, 'cumulative'))).toEqual(['registered', 'glow', 'gold']);
    expect(ids(awardedLevels(levels, 9000, 30, 'top'))).toEqual(['gold']);
    expect(ids(awardedLevels(levels.slice(0, 1), 0, 30, 'top'))).toEqual([]);
  });
});
