// Refused CloudFront invalidations are never swallowed: a write's refused invalidation is logged
// and queued in batches CloudFront accepts (a lost one, refused by the queue too, is an error naming
// its paths), and the retry worker asks again, backing off by doubling the message's hidden time on
// each refusal and returning it to the queue, while a malformed message is dropped. All on
// in-memory ports: the distribution, the retry queue and the logger.
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { invalidateAfterWrite } from '../../../src/domain/cdn/invalidate-after-write';
import { retryDelaySeconds } from '../../../src/domain/cdn/retry-invalidation';
import { maxPathsPerInvalidation } from '../../../src/domain/ports/invalidation-queue';
import { retryInvalidationsWith } from '../../../src/handlers/workers/retry-invalidations';
import { RecordingDistribution } from '../../support/in-memory/cdn-distribution';
import { RecordingInvalidationQueue } from '../../support/in-memory/invalidation-queue';
import { RecordingLogger } from '../../support/in-memory/logger';

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
    const distribution = new RecordingDistribution((_, attempt) => attempt === 2);
    const retries = new RecordingInvalidationQueue();
    const logger = new RecordingLogger();
    const all = paths(maxPathsPerInvalidation * 2 + 5);
    await invalidateAfterWrite({ distribution, retries, logger }, [...all, all[0] ?? '']);
    expect(distribution.asked.map((batch) => batch.length)).toEqual([
      maxPathsPerInvalidation,
      maxPathsPerInvalidation,
      5,
    ]);
    expect(retries.queued).toEqual([all.slice(maxPathsPerInvalidation, maxPathsPerInvalidation * 2)]);
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'CloudFront refused an invalidation; queued for retry',
        facts: expect.objectContaining({ paths: retries.queued[0] }),
      },
    ]);
  });

  it('logs an error naming the paths when the queue refuses them too, and still never fails the write', async () => {
    const distribution = new RecordingDistribution(() => true);
    const retries = new RecordingInvalidationQueue();
    retries.refusing = true;
    const logger = new RecordingLogger();
    await expect(invalidateAfterWrite({ distribution, retries, logger }, ['/api/a'])).resolves.toBeUndefined();
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'CloudFront refused an invalidation and the retry queue refused it too',
        facts: expect.objectContaining({ paths: ['/api/a'] }),
      },
    ]);
  });
});

describe('the retry worker', () => {
  it('doubles the wait from 10 s on each refusal', () => {
    expect([1, 2, 3, 4, 7].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 640]);
    expect(retryDelaySeconds(40)).toBe(43_200);
  });

  it('invalidates each message again; a refused one is postponed by its backoff and returned', async () => {
    const distribution = new RecordingDistribution((batch) => batch[0] === '/api/refused');
    const retries = new RecordingInvalidationQueue();
    const handler = retryInvalidationsWith({ distribution, retries, logger: new RecordingLogger() });
    const event: SQSEvent = {
      Records: [
        record('m1', JSON.stringify({ Paths: ['/api/ok'] }), 1),
        record('m2', JSON.stringify({ Paths: ['/api/refused'] }), 3),
      ],
    };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(distribution.asked).toEqual([['/api/ok'], ['/api/refused']]);
    expect(retries.postponed).toEqual([['receipt-m2', 40]]);
  });

  it('still returns a refused message when it cannot be postponed (it comes back after the fixed timeout)', async () => {
    const retries = new RecordingInvalidationQueue();
    retries.refusing = true;
    const logger = new RecordingLogger();
    const handler = retryInvalidationsWith({ distribution: new RecordingDistribution(() => true), retries, logger });
    const event: SQSEvent = { Records: [record('m1', JSON.stringify({ Paths: ['/api/x'] }), 1)] };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'CloudFront refused the invalidation again',
      'Could not postpone the retry',
    ]);
  });

  it('drops and logs a malformed message instead of cycling it to the dead-letter queue', async () => {
    const distribution = new RecordingDistribution();
    const logger = new RecordingLogger();
    const handler = retryInvalidationsWith({ distribution, retries: new RecordingInvalidationQueue(), logger });
    const event: SQSEvent = {
      Records: [
        record('bad-json', '{not json', 1),
        record('no-paths', JSON.stringify({ Paths: [] }), 1),
        record('not-a-path', JSON.stringify({ Paths: ['https://elsewhere/x'] }), 1),
      ],
    };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [] });
    expect(distribution.asked).toEqual([]);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(3);
  });
});
