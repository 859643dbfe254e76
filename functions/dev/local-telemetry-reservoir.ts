// A fixed-size uniform sample of a duration's values (reservoir sampling, Vitter's algorithm R):
// `npm start` may run for days, so its percentiles come from at most `size` kept values, each value
// seen having the same chance to be among them. Below `size` values the percentiles are exact.
export interface Reservoir {
  add(value: number): void;
  /** Nearest-rank percentile (0 < p <= 1) of the kept values; undefined before the first value. */
  percentile(p: number): number | undefined;
  /** How many values are kept (at most the size). */
  kept(): number;
  /** How many values were added. */
  seen(): number;
}

export function createReservoir(size: number, random: () => number = Math.random): Reservoir {
  const kept: number[] = [];
  let seen = 0;
  // Sorted once per change, not per percentile asked: the page asks for two every few seconds.
  let sorted: number[] | undefined;
  return {
    add(value) {
      seen += 1;
      if (kept.length < size) {
        kept.push(value);
        sorted = undefined;
        return;
      }
      // The seen-th value replaces a kept one with probability size/seen.
      const slot = Math.floor(random() * seen);
      if (slot < size) {
        kept[slot] = value;
        sorted = undefined;
      }
    },
    percentile(p) {
      if (kept.length === 0) return undefined;
      sorted ??= [...kept].sort((a, b) => a - b);
      const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
      return sorted[rank - 1];
    },
    kept: () => kept.length,
    seen: () => seen,
  };
}
