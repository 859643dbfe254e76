// The share of students expected to reach a prize level when a school and its franchise have no
// completed Thon to learn from (docs/prizes.md, The calculator). A planning assumption, not a
// measurement: the calculator says so (Basis 'default'), the organizer can override any level, and
// history replaces it as soon as one completed Thon exists.
//
// Why these numbers: every participant reaches the 'registered' level ($0); most children get at
// least one small pledge from family, so a low first level ($0.50 a lap, $15 given once) is reached
// by about three in four; each further step is reached by fewer, and a level of $10 a lap ($300
// given once) by very few. The curve is deliberately generous at the bottom and lean at the top:
// running short of the cheap prizes that most children earn hurts more on the day than a few
// leftover top prizes, and the buffer covers the rest.

/** [threshold per unit in cents, share of students reaching it], ascending. */
export const defaultDistribution: readonly (readonly [number, number])[] = [
  [0, 1],
  [50, 0.75],
  [100, 0.6],
  [200, 0.4],
  [300, 0.28],
  [500, 0.15],
  [1000, 0.05],
];

/**
 * The share (0-1) of students expected to reach a threshold: linear between the points above;
 * past the last one it falls in proportion to the threshold ($20 a lap: half of $10's share).
 */
export function defaultShare(thresholdPerUnitCents: number): number {
  const points = defaultDistribution;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 0;
  if (thresholdPerUnitCents <= first[0]) return first[1];
  if (thresholdPerUnitCents >= last[0]) return (last[1] * last[0]) / thresholdPerUnitCents;
  for (let index = 1; index < points.length; index += 1) {
    const upper = points[index];
    const lower = points[index - 1];
    if (!upper || !lower || thresholdPerUnitCents > upper[0]) continue;
    const fraction = (thresholdPerUnitCents - lower[0]) / (upper[0] - lower[0]);
    return lower[1] + fraction * (upper[1] - lower[1]);
  }
  return last[1];
}
