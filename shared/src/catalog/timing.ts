// Delays, validity windows and storage lifetimes (spec sections 4 and 9).
const msPerSecond = 1000;
const msPerHour = 60 * 60 * msPerSecond;

/** The captcha widget loads late so it does not slow the first paint. */
export const captchaLoadDelayMs = 2 * msPerSecond;

export const passwordResetLinkValidHours = 1;
export const passwordResetLinkValidMs = passwordResetLinkValidHours * msPerHour;
/** The validity as people read it ("1 hour"), for the reset email and its confirmation. */
export const passwordResetLinkValidity = `${passwordResetLinkValidHours} ${passwordResetLinkValidHours === 1 ? 'hour' : 'hours'}`;

/** Pledges (Thon completed) and payments (participant completed) are processed within this window. */
export const processingWindowHours = 2;
export const processingWindowMs = processingWindowHours * msPerHour;

export const toastOptions = {
  durationMs: 5000,
  newestOnTop: true,
  tapToDismiss: true,
  position: 'top-right',
  /** No limit on toasts shown at once. */
  limit: Number.POSITIVE_INFINITY,
} as const;

/** Where local storage is unsupported, values go to cookies with these settings. */
export const cookieFallback = { expiryDays: 30, path: '/' } as const;
