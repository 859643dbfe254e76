// The invalidation retry queue on SQS: paths CloudFront refused to invalidate (too many
// invalidations in progress, throttling, an outage) wait here, and the retry worker
// (handlers/workers/retry-invalidations.ts) asks CloudFront again with a growing delay. A hidden
// child's cached page must not outlive the hiding by the pages' stale-while-revalidate (10
// minutes), so a refusal is never just logged.
import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { InvalidationMessage } from '../domain/cdn/retry-invalidation';
import type { InvalidationQueue } from '../domain/ports/invalidation-queue';
import { sqsClient } from './clients/sqs';
import { setting } from './environment';
import { correlationAttributes } from './invocation';

export { maxPathsPerInvalidation } from '../domain/ports/invalidation-queue';

/** Queues paths for another invalidation; throws if SQS refuses (the caller logs what is lost). */
export async function queueInvalidation(paths: readonly string[]): Promise<void> {
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: setting('invalidationQueueUrl'),
      MessageBody: JSON.stringify({ Paths: [...paths] } satisfies InvalidationMessage),
      ...correlationAttributes(),
    }),
  );
}

/** Keeps a received message hidden for `seconds` before its next delivery (the retry's backoff). */
export async function postponeRetry(receiptHandle: string, seconds: number): Promise<void> {
  await sqsClient().send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: setting('invalidationQueueUrl'),
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: seconds,
    }),
  );
}

/** The InvalidationQueue port (domain/ports/invalidation-queue.ts) on SQS. */
export const sqsInvalidationQueue: InvalidationQueue = { queueInvalidation, postponeRetry };
