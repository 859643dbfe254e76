// The pledge-charges queue: one message per pledge to charge. The adapter (SQS) throws unless
// every pledge is queued, so a caller never believes a pledge is queued when it is not.
export interface PledgeQueue {
  enqueueCharges(pledgeIds: readonly string[]): Promise<void>;
}
