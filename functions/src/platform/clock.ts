// The time as the table stores it: expiresAt and attempt windows are Unix seconds. The domain
// reads it through the Clock port, so a test fixes the time by passing an in-memory clock.
import type { Clock } from '../domain/ports/clock';

/** For the data layer's own expiry stamps (it takes no ports). */
export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** The Clock port (domain/ports/clock.ts) on the system time. */
export const systemClock: Clock = {
  nowInSeconds: () => Math.floor(Date.now() / 1000),
  nowMs: () => Date.now(),
};
