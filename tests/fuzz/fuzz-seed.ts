// The fuzz's seed: fixed in CI (CI=true) so a red build replays exactly; FUZZ_SEED replays a run
// (or a CI failure) locally; otherwise a new one each run, printed so any finding can be replayed.
const ciSeed = 20_261_122;

export interface FuzzSettings {
  seed: number;
  /** Hostile requests per operation. */
  runsPerOperation: number;
}

export function fuzzSettings(environment: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const given = environment.FUZZ_SEED === undefined ? undefined : Number(environment.FUZZ_SEED);
  if (given !== undefined && !Number.isSafeInteger(given))
    throw new Error(`FUZZ_SEED must be an integer, not ${environment.FUZZ_SEED}`);
  const seed = given ?? (environment.CI === 'true' ? ciSeed : Math.floor(Math.random() * 2 ** 31));
  const runs = Number(environment.FUZZ_RUNS ?? 25);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, not ${environment.FUZZ_RUNS}`);
  return { seed, runsPerOperation: runs };
}

/** Each operation's own seed from the run's: one operation replays without the others. */
export function operationSeed(seed: number, operationId: string): number {
  let hash = seed | 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
