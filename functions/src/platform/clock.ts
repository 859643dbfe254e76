// The time as the table stores it: expiresAt and attempt windows are Unix seconds. A seam, so
// tests can fix the time.
import type { Clock } from '../domain/ports/clock';
import { seam } from './seam';

export const nowInSeconds = /* @__PURE__ */ seam((): number => Math.floor(Date.now() / 1000));

/** The Clock port (domain/ports/clock.ts) on the system time. */
export const systemClock: Clock = {
  nowInSeconds: () => Math.floor(Date.now() / 1000),
  nowMs: () => Date.now(),
};
