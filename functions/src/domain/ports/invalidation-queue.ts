// The invalidation retry queue: paths CloudFront refused wait here until the retry worker asks
// again. A port, so the rules that queue a refusal and back off a retry run without SQS in a test.

/**
 * Paths per CreateInvalidation (and per queued message). CloudFront allows 3,000 paths in progress
 * per distribution; a third of that leaves room for two other writes' invalidations at the same time.
 */
export const maxPathsPerInvalidation = 1000;

export interface InvalidationQueue {
  /** Queues paths for another invalidation; throws if the queue refuses (the caller logs the loss). */
  queueInvalidation(paths: readonly string[]): Promise<void>;
  /** Keeps a received message hidden for `seconds` before its next delivery (the retry's backoff). */
  postponeRetry(receiptHandle: string, seconds: number): Promise<void>;
}
