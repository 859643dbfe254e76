// The time as the table stores it: expiresAt and attempt windows are Unix seconds.
export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
