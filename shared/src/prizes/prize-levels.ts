// Which prize levels a participant has reached, and which one comes next (docs/prizes.md).
import { reaches, stillNeeded } from './prize-credit';

export type PrizeMode = 'cumulative' | 'top';

/** The part of a level these rules read. */
export interface LevelThreshold {
  readonly levelId: string;
  readonly thresholdPerUnitCents: number;
}

/** The levels in threshold order (lowest first); ties keep their given order. */
export function inThresholdOrder<L extends LevelThreshold>(levels: readonly L[]): L[] {
  return [...levels].sort((a, b) => a.thresholdPerUnitCents - b.thresholdPerUnitCents);
}

/** Every level the credit reaches, lowest first. */
export function levelsReached<L extends LevelThreshold>(levels: readonly L[], onceCents: number, divisor: number): L[] {
  return inThresholdOrder(levels).filter((level) => reaches(onceCents, level.thresholdPerUnitCents, divisor));
}

/** The highest level reached, if any. */
export function currentLevel<L extends LevelThreshold>(
  levels: readonly L[],
  onceCents: number,
  divisor: number,
): L | undefined {
  return levelsReached(levels, onceCents, divisor).at(-1);
}

/** The lowest level not reached yet, with what it still needs; undefined at the top. */
export function nextLevel<L extends LevelThreshold>(
  levels: readonly L[],
  onceCents: number,
  divisor: number,
): { level: L; perUnitCents: number; onceCents: number } | undefined {
  const level = inThresholdOrder(levels).find((candidate) => !reaches(onceCents, candidate.thresholdPerUnitCents, divisor));
  return level ? { level, ...stillNeeded(onceCents, level.thresholdPerUnitCents, divisor) } : undefined;
}

/**
 * The levels whose prizes a participant receives: every level reached (cumulative), or only the
 * highest (top level only).
 */
export function awardedLevels<L extends LevelThreshold>(
  levels: readonly L[],
  onceCents: number,
  divisor: number,
  mode: PrizeMode,
): L[] {
  const reached = levelsReached(levels, onceCents, divisor);
  return mode === 'cumulative' ? reached : reached.slice(-1);
}
