// The time as the table stores it: expiresAt and attempt windows are Unix seconds. A seam, so
// tests can fix the time.
import { seam } from './seam';

export const nowInSeconds = /* @__PURE__ */ seam((): number => Math.floor(Date.now() / 1000));
