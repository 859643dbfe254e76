// Refused CloudFront invalidations are never swallowed: a write's refused invalidation is logged
// and queued in batches CloudFront accepts (a lost one, refused by SQS too, is an error naming its
// paths), and the retry worker asks again, backing off by doubling the message's hidden time on
// each refusal and returning it to the queue, while a malformed message is dropped.
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler, retryDelaySeconds } from '../../src/handlers/workers/retry-invalidations';
import { invalidateAfterWrite, invalidatePaths, type Invalidation } from '../../src/platform/cdn';
import {
  maxPathsPerInvalidation,
  postponeRetry,
  queueInvalidation,
} from '../../src/platform/invalidation-queue';
import { logger } from '../../src/platform/logger';

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
  vi.restoreAllMocks();
});

function record(messageId: string, body: string, receives: number): SQSRecord {
  return {
    messageId,
    receiptHandle: `receipt-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: String(receives),
      SentTimestamp: '1700000000000',
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: '1700000000001',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:invalidation-retries',
    awsRegion: 'us-east-1',
  };
}
const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
const paths = (count: number) => Array.from({ length: count }, (_, index) => `/api/p/${index}`);

describe('invalidateAfterWrite', () => {
  it('logs and queues what CloudFront refuses, batch by batch, and sends the rest', async () => {
    const asked: number[] = [];
    const queued: string[][] = [];
    const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    restores.push(
      invalidatePaths.replace(async (batch): Promise<Invalidation> => {
        asked.push(batch.length);
        if (asked.length === 2) throw new Error('TooManyInvalidationsInProgress');
        return { invalidated: true, id: `I${asked.length}` };
      }),
      queueInvalidation.replace(async (batch) => {
        queued.push([...batch]);
      }),
    );
    const all = paths(maxPathsPerInvalidation * 2 + 5);
    await invalidateAfterWrite([...all, all[0] ?? '']);
    expect(asked).toEqual([maxPathsPerInvalidation, maxPathsPerInvalidation, 5]);
    expect(queued).toEqual([all.slice(maxPathsPerInvalidation, maxPathsPerInvalidation * 2)]);
    expect(warnings).toHaveBeenCalledWith(
      'CloudFront refused an invalidation; queued for retry',
      expect.objectContaining({ paths: queued[0] }),
    );
  });

  it('logs an error naming the paths when the queue refuses them too, and still never fails the write', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    restores.push(
      invalidatePaths.replace(() => Promise.reject(new Error('CloudFront down'))),
      queueInvalidation.replace(() => Promise.reject(new Error('SQS down'))),
    );
    await expect(invalidateAfterWrite(['/api/a'])).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      'CloudFront refused an invalidation and the retry queue refused it too',
      expect.objectContaining({ paths: ['/api/a'] }),
    );
  });
});

describe('the retry worker', () => {
  it('doubles the wait from 10 s on each refusal', () => {
    expect([1, 2, 3, 4, 7].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 640]);
    expect(retryDelaySeconds(40)).toBe(43_200);
  });

  it('invalidates each message again; a refused one is postponed by its backoff and returned', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const asked: string[][] = [];
    const postponed: [string, number][] = [];
    restores.push(
      invalidatePaths.replace(async (batch): Promise<Invalidation> => {
        asked.push([...batch]);
        if (batch[0] === '/api/refused') throw new Error('TooManyInvalidationsInProgress');
        return { invalidated: true, id: 'I1' };
      }),
      postponeRetry.replace(async (receiptHandle, seconds) => {
        postponed.push([receiptHandle, seconds]);
      }),
    );
    const event: SQSEvent = {
      Records: [
        record('m1', JSON.stringify({ Paths: ['/api/ok'] }), 1),
        record('m2', JSON.stringify({ Paths: ['/api/refused'] }), 3),
      ],
    };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(asked).toEqual([['/api/ok'], ['/api/refused']]);
    expect(postponed).toEqual([['receipt-m2', 40]]);
  });

  it('drops and logs a malformed message instead of cycling it to the dead-letter queue', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const asked: string[][] = [];
    restores.push(
      invalidatePaths.replace(async (batch): Promise<Invalidation> => {
        asked.push([...batch]);
        return { invalidated: true, id: 'I1' };
      }),
    );
    const event: SQSEvent = {
      Records: [
        record('bad-json', '{not json', 1),
        record('no-paths', JSON.stringify({ Paths: [] }), 1),
        record('not-a-path', JSON.stringify({ Paths: ['https://elsewhere/x'] }), 1),
      ],
    };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [] });
    expect(asked).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(3);
  });
});
