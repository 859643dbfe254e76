// The invalidation retry worker: an SQS event source delivers the paths CloudFront refused
// (platform/invalidation-queue.ts), and each message is one CreateInvalidation again. A refusal
// keeps the message hidden for a delay that doubles with every receive (CloudFront's limit on
// invalidations in progress clears as they finish, within minutes), then returns it to the queue;
// after the queue's maxReceiveCount it moves to the dead-letter queue, whose alarm calls a person.
// A body that breaks the contract can never succeed: logged and dropped.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { invalidatePaths } from '../../platform/cdn';
import { maxPathsPerInvalidation, postponeRetry } from '../../platform/invalidation-queue';
import { logger } from '../../platform/logger';

const messageSchema = z.strictObject({
  Paths: z.array(z.string().startsWith('/').max(4096)).min(1).max(maxPathsPerInvalidation),
});

/** First retry after this many seconds, then twice as long each time... */
export const firstRetryDelaySeconds = 10;
/** ...up to SQS's 12-hour visibility ceiling, never reached within the queue's receive count. */
const maxRetryDelaySeconds = 43_200;

/** Seconds before the next delivery, after the `receives`-th delivery failed (1 → 10, 2 → 20, ...). */
export function retryDelaySeconds(receives: number): number {
  const attempt = Math.max(1, Math.floor(receives));
  return Math.min(maxRetryDelaySeconds, firstRetryDelaySeconds * 2 ** (attempt - 1));
}

function pathsOf(record: SQSRecord): string[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = messageSchema.safeParse(body);
  if (parsed.success) return parsed.data.Paths;
  logger.error('Dropping a malformed invalidation message', {
    messageId: record.messageId,
    body: record.body.slice(0, 500),
  });
  return undefined;
}

async function retryRecord(record: SQSRecord): Promise<void> {
  const paths = pathsOf(record);
  if (paths === undefined) return;
  try {
    const outcome = await invalidatePaths(paths);
    logger.info('Invalidation retried', { messageId: record.messageId, paths: paths.length, outcome });
  } catch (error) {
    const receives = Number(record.attributes.ApproximateReceiveCount);
    const delay = retryDelaySeconds(receives);
    logger.warn('CloudFront refused the invalidation again', {
      messageId: record.messageId,
      receives,
      retryInSeconds: delay,
      error: error as Error,
    });
    // The backoff: without it the message would come back after the queue's fixed visibility
    // timeout. If this fails too, it still comes back then.
    await postponeRetry(record.receiptHandle, delay).catch((postponeError: unknown) =>
      logger.warn('Could not postpone the retry', { error: postponeError as Error }),
    );
    throw error;
  }
}

const processor = new BatchProcessor(EventType.SQS);

export const handler = (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
  processPartialResponse(event, retryRecord, processor, {
    context,
    // One CreateInvalidation at a time: parallel ones would only hit CloudFront's limits sooner.
    processInParallel: false,
    throwOnFullBatchFailure: false,
  });
