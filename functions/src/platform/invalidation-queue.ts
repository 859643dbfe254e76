// The invalidation retry queue: paths CloudFront refused to invalidate (too many invalidations in
// progress, throttling, an outage) wait here, and the retry worker (handlers/workers/
// retry-invalidations.ts) asks CloudFront again with a growing delay. A hidden child's cached page
// must not outlive the hiding by the pages' stale-while-revalidate (10 minutes), so a refusal is
// never just logged. Body: {"Paths": [...]}, at most one CreateInvalidation's worth of paths.
import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from './clients/sqs';
import { setting } from './environment';
import { seam } from './seam';

/**
 * Paths per CreateInvalidation (and per message). CloudFront allows 3,000 paths in progress per
 * distribution; a third of that leaves room for two other writes' invalidations at the same time.
 */
export const maxPathsPerInvalidation = 1000;

/** A message's body (the worker checks it with its own schema). */
export interface InvalidationMessage {
  Paths: string[];
}

/** Queues paths for another invalidation; throws if SQS refuses (the caller logs what is lost). */
export const queueInvalidation = /* @__PURE__ */ seam(async (paths: readonly string[]): Promise<void> => {
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: setting('invalidationQueueUrl'),
      MessageBody: JSON.stringify({ Paths: [...paths] } satisfies InvalidationMessage),
    }),
  );
});

/** Keeps a received message hidden for `seconds` before its next delivery (the retry's backoff). */
export const postponeRetry = /* @__PURE__ */ seam(
  async (receiptHandle: string, seconds: number): Promise<void> => {
    await sqsClient().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: setting('invalidationQueueUrl'),
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  },
);
