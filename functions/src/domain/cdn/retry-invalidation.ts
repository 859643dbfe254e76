// One delivery of a refused invalidation (see domain/cdn/invalidate-after-write.ts) is one
// CreateInvalidation again. A refusal keeps the message hidden for a delay that doubles with every
// receive (CloudFront's limit on invalidations in progress clears as they finish, within minutes)
// and is thrown, so the queue delivers it again; after the queue's maxReceiveCount it moves to the
// dead-letter queue, whose alarm calls a person. A body that breaks the contract can never
// succeed: logged and dropped, instead of cycling to the dead-letter queue.
import * as z from 'zod';
import type { CdnDistribution } from '../ports/cdn';
import { maxPathsPerInvalidation, type InvalidationQueue } from '../ports/invalidation-queue';
import type { Logger } from '../ports/logger';

const messageSchema = z.strictObject({
  Paths: z.array(z.string().startsWith('/').max(4096)).min(1).max(maxPathsPerInvalidation),
});

/** A message's body as queued: {"Paths": [...]}, at most one CreateInvalidation's worth of paths. */
export type InvalidationMessage = z.infer<typeof messageSchema>;

/** First retry after this many seconds, then twice as long each time... */
export const firstRetryDelaySeconds = 10;
/** ...up to SQS's 12-hour visibility ceiling, never reached within the queue's receive count. */
const maxRetryDelaySeconds = 43_200;

/** Seconds before the next delivery, after the `receives`-th delivery failed (1 → 10, 2 → 20, ...). */
export function retryDelaySeconds(receives: number): number {
  const attempt = Math.max(1, Math.floor(receives));
  return Math.min(maxRetryDelaySeconds, firstRetryDelaySeconds * 2 ** (attempt - 1));
}

export interface RetryInvalidationDeps {
  distribution: CdnDistribution;
  retries: Pick<InvalidationQueue, 'postponeRetry'>;
  logger: Logger;
}

/** One received message: its body as sent and how many times the queue has delivered it. */
export interface ReceivedInvalidation {
  messageId: string;
  receiptHandle: string;
  body: string;
  receives: number;
}

function pathsOf(logger: Logger, message: ReceivedInvalidation): string[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(message.body);
  } catch {
    body = undefined;
  }
  const parsed = messageSchema.safeParse(body);
  if (parsed.success) return parsed.data.Paths;
  logger.error('Dropping a malformed invalidation message', {
    messageId: message.messageId,
    body: message.body.slice(0, 500),
  });
  return undefined;
}

/** Resolves when the message is done with (invalidated or dropped); throws to have it delivered again. */
export async function retryInvalidation(deps: RetryInvalidationDeps, message: ReceivedInvalidation): Promise<void> {
  const { distribution, retries, logger } = deps;
  const paths = pathsOf(logger, message);
  if (paths === undefined) return;
  try {
    const outcome = await distribution.invalidatePaths(paths);
    logger.info('Invalidation retried', { messageId: message.messageId, paths: paths.length, outcome });
  } catch (error) {
    const delay = retryDelaySeconds(message.receives);
    logger.warn('CloudFront refused the invalidation again', {
      messageId: message.messageId,
      receives: message.receives,
      retryInSeconds: delay,
      error: error as Error,
    });
    // The backoff: without it the message would come back after the queue's fixed visibility
    // timeout. If this fails too, it still comes back then.
    await retries
      .postponeRetry(message.receiptHandle, delay)
      .catch((postponeError: unknown) =>
        logger.warn('Could not postpone the retry', { error: postponeError as Error }),
      );
    throw error;
  }
}
