// A pledge queue that keeps the pledge ids queued, call by call.
import type { PledgeQueue } from '../../../src/domain/ports/pledge-queue';

export class RecordingPledgeQueue implements PledgeQueue {
  readonly batches: string[][] = [];

  enqueueCharges(pledgeIds: readonly string[]): Promise<void> {
    this.batches.push([...pledgeIds]);
    return Promise.resolve();
  }

  get queued(): string[] {
    return this.batches.flat();
  }
}
