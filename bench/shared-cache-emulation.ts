// A small emulation of one shared cache (a CloudFront edge location) in front of an origin, in
// simulated time, for the gym screen's figure: `viewers` screens each asking every `refreshMs`
// (each from its own moment, spread evenly over the first period, as screens opened one by one
// are), for `seconds`. The cache follows the answer's Cache-Control as CloudFront does with our
// path-only policy: fresh for s-maxage; within stale-while-revalidate after that it answers the
// stale copy and refetches once in the background; older (or empty), the request waits for a
// fetch, and requests arriving meanwhile wait for the same one (CloudFront collapses them).
// Each origin fetch is a real request (the caller's `fetchOrigin`), taking `originMs` of
// simulated time.

export interface CachePolicyOfAnswer {
  sMaxAgeMs: number;
  staleWhileRevalidateMs: number;
}

/** s-maxage and stale-while-revalidate of a Cache-Control header (0 when absent). */
export function policyOf(cacheControl: string): CachePolicyOfAnswer {
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`, 'u').exec(cacheControl)?.[1] ?? 0);
  return {
    sMaxAgeMs: seconds('s-maxage') * 1000,
    staleWhileRevalidateMs: seconds('stale-while-revalidate') * 1000,
  };
}

export interface EmulationFigures {
  viewerRequests: number;
  originFetches: number;
  /** Answered from the cache while fresh, stale (a background refetch on), or after waiting. */
  fresh: number;
  stale: number;
  waited: number;
}

export async function emulateSharedCache(options: {
  viewers: number;
  refreshMs: number;
  seconds: number;
  originMs: number;
  /** One real request to the origin: its Cache-Control header. */
  fetchOrigin: () => Promise<string>;
}): Promise<EmulationFigures> {
  const { viewers, refreshMs, originMs } = options;
  const endMs = options.seconds * 1000;
  const asks: number[] = [];
  for (let viewer = 0; viewer < viewers; viewer += 1) {
    for (let at = (viewer * refreshMs) / viewers; at < endMs; at += refreshMs) asks.push(at);
  }
  asks.sort((a, b) => a - b);

  let stored: { at: number; policy: CachePolicyOfAnswer } | undefined;
  let fetching: { done: number } | undefined;
  const figures: EmulationFigures = {
    viewerRequests: asks.length,
    originFetches: 0,
    fresh: 0,
    stale: 0,
    waited: 0,
  };
  const fetchAt = async (now: number) => {
    figures.originFetches += 1;
    const policy = policyOf(await options.fetchOrigin());
    fetching = { done: now + originMs };
    return policy;
  };
  let pendingPolicy: CachePolicyOfAnswer | undefined;

  for (const now of asks) {
    // A fetch that has finished by now is in the cache.
    if (fetching && fetching.done <= now && pendingPolicy) {
      stored = { at: fetching.done, policy: pendingPolicy };
      fetching = undefined;
      pendingPolicy = undefined;
    }
    const age = stored ? now - stored.at : Infinity;
    if (stored && age < stored.policy.sMaxAgeMs) {
      figures.fresh += 1;
    } else if (stored && age < stored.policy.sMaxAgeMs + stored.policy.staleWhileRevalidateMs) {
      figures.stale += 1;
      if (!fetching) pendingPolicy = await fetchAt(now);
    } else {
      figures.waited += 1;
      if (!fetching) pendingPolicy = await fetchAt(now);
    }
  }
  return figures;
}
