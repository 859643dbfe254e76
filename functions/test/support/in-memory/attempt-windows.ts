// In-memory attempt counters (domain/ports/attempt-windows.ts): the same conditions as the
// DynamoDB store (a reservation counts only while the total stays within max), in a map.
import type { AttemptWindows } from '../../../src/domain/ports/attempt-windows';

export class InMemoryAttemptWindows implements AttemptWindows {
  readonly counts = new Map<string, number>();

  private key = (subject: string, windowStart: number) => `${subject}@${windowStart}`;

  count(subject: string, windowStart: number): number {
    return this.counts.get(this.key(subject, windowStart)) ?? 0;
  }

  reserveAttemptSlot = (subject: string, windowStart: number, expiresAt: number, max: number) =>
    this.reserveAttemptSlots(subject, windowStart, expiresAt, max, 1);

  reserveAttemptSlots = (
    subject: string,
    windowStart: number,
    _expiresAt: number,
    max: number,
    count: number,
  ) => {
    const used = this.count(subject, windowStart);
    if (used + count > max) return Promise.resolve(false);
    this.counts.set(this.key(subject, windowStart), used + count);
    return Promise.resolve(true);
  };

  releaseAttemptSlot = (subject: string, windowStart: number) => {
    const used = this.count(subject, windowStart);
    if (used > 0) this.counts.set(this.key(subject, windowStart), used - 1);
    return Promise.resolve();
  };

  releaseAttemptSlots = (subject: string, windowStart: number, count: number) => {
    if (count > 0) this.counts.set(this.key(subject, windowStart), this.count(subject, windowStart) - count);
    return Promise.resolve();
  };

  attemptsInWindow = (subject: string, windowStart: number) =>
    Promise.resolve(this.count(subject, windowStart));
}
