// After a failed send the phone waits before trying again, doubling the wait each time: a gym full
// of phones whose Wi-Fi came back must not all hammer the API in the same second, and a phone must
// not drain its battery retrying a dead network. Capped, so a phone never waits long once the
// network is back (the 'online' event also retries at once).

export const firstRetryMs = 1_000;
export const maxRetryMs = 30_000;

/** The wait before retry number `failures` (1 for the first failure), with ±20 % jitter. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, failures - 1));
  const jitter = 0.8 + random() * 0.4;
  return Math.min(maxRetryMs, Math.round(base * jitter));
}
