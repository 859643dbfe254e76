// The time as the table stores it (expiresAt, attempt windows): Unix seconds. A port, so a rule
// that depends on the time is tested at a fixed instant.
export interface Clock {
  nowInSeconds(): number;
  /** Milliseconds since the epoch: ISO timestamps and the age of a provider's idempotency key. */
  nowMs(): number;
}
