// A clock a test sets: the time stands still until the test moves it.
import type { Clock } from '../../../src/domain/ports/clock';

export class FixedClock implements Clock {
  constructor(private ms: number) {}

  nowMs(): number {
    return this.ms;
  }

  nowInSeconds(): number {
    return Math.floor(this.ms / 1000);
  }

  /** Moves the time forward by `ms`. */
  advance(ms: number): this {
    this.ms += ms;
    return this;
  }
}
