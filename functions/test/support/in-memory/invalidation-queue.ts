// An in-memory invalidation retry queue (domain/ports/invalidation-queue.ts): keeps what was queued
// and which received messages were postponed for how long; `refusing` makes it fail like SQS down.
import type { InvalidationQueue } from '../../../src/domain/ports/invalidation-queue';

export class RecordingInvalidationQueue implements InvalidationQueue {
  readonly queued: string[][] = [];
  readonly postponed: [receiptHandle: string, seconds: number][] = [];
  refusing = false;

  queueInvalidation = (paths: readonly string[]): Promise<void> => {
    if (this.refusing) return Promise.reject(new Error('SQS down'));
    this.queued.push([...paths]);
    return Promise.resolve();
  };

  postponeRetry = (receiptHandle: string, seconds: number): Promise<void> => {
    if (this.refusing) return Promise.reject(new Error('SQS down'));
    this.postponed.push([receiptHandle, seconds]);
    return Promise.resolve();
  };
}
