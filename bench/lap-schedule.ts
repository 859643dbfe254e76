// The bench's event day, planned before anything is sent: every runner's laps at synthetic times
// over the run, who saw each lap, and which laps a second counter saw again. Seeded, so two runs
// send the same scans. Pure: bench/lap-load.ts sends what this plans.
import { randomUUID } from 'node:crypto';

export interface LapPlanOptions {
  runners: number;
  laps: number;
  counters: number;
  /** Share of laps a second counter sees again within the cooldown (0.1 = 10 %). */
  duplicateShare: number;
  seed: number;
}

export interface PlannedScan {
  runner: number;
  /** Milliseconds from the start of the simulated run. */
  at: number;
  counter: number;
  scanId: string;
  /** A second counter's sighting of a lap already seen. */
  duplicate: boolean;
}

/** Mean time between a runner's laps, and how far each one strays from it either way. */
export const lapGapMs = 40_000;
export const lapJitterMs = 8_000;
/**
 * A second sighting comes 1 to 10 s after the first: inside the Thon's default cooldown (20 s),
 * and at least 22 s before the runner's next lap (gaps are 32 s or more), so whichever of the two
 * sightings arrives first, the next lap is never within a cooldown of a counted scan.
 */
const duplicateDelayMs = { min: 1_000, max: 10_000 };

/** mulberry32: a small seeded generator, so the plan is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** Every scan of the run, in the order of their synthetic times. */
export function planLaps(options: LapPlanOptions): PlannedScan[] {
  const random = seededRandom(options.seed);
  const pick = (count: number) => Math.floor(random() * count);
  const scans: PlannedScan[] = [];
  for (let runner = 0; runner < options.runners; runner += 1) {
    let at = 0;
    for (let lap = 0; lap < options.laps; lap += 1) {
      at += between(random, lapGapMs - lapJitterMs, lapGapMs + lapJitterMs);
      const counter = pick(options.counters);
      scans.push({ runner, at: Math.round(at), counter, scanId: randomUUID(), duplicate: false });
      if (random() < options.duplicateShare) {
        // Another counter than the first: the same phone's repeat is a different case.
        const second = (counter + 1 + pick(options.counters - 1)) % options.counters;
        const again = Math.round(at + between(random, duplicateDelayMs.min, duplicateDelayMs.max));
        scans.push({ runner, at: again, counter: second, scanId: randomUUID(), duplicate: true });
      }
    }
  }
  return scans.sort((a, b) => a.at - b.at);
}

/** How long the planned run lasts: its last scan's time. */
export function planSpanMs(scans: readonly PlannedScan[]): number {
  return scans.reduce((latest, scan) => Math.max(latest, scan.at), 0);
}
