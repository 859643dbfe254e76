// The camera sees a bib in many frames while the runner passes: a token seen again within 3 seconds
// of its last sighting is the same pass and is dropped on the phone. The server's cooldown still
// decides what counts; this only keeps one pass from making a stream of duplicate beeps.
export const cameraRepeatMs = 3000;

/** A filter that answers true for a token's first sighting after `windowMs` without one. */
export function createRepeatFilter(now: () => number = Date.now, windowMs = cameraRepeatMs) {
  const lastSeen = new Map<string, number>();
  return (token: string): boolean => {
    const at = now();
    const last = lastSeen.get(token);
    lastSeen.set(token, at);
    return last === undefined || at - last >= windowMs;
  };
}
