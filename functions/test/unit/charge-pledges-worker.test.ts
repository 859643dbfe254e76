// The pledge-charges worker's partial batch response: a record whose charge throws is the only
// one reported back to the queue; a body that breaks the contract is logged and dropped (a retry
// could never succeed), and every good record is charged once.
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chargePledgesHandler } from '../../src/handlers/workers/charge-pledges';
import { logger } from '../../src/platform/logger';

function record(messageId: string, body: string): SQSRecord {
  return {
    messageId,
    receiptHandle: `receipt-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '1700000000000',
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: '1700000000001',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:pledge-charges',
    awsRegion: 'us-east-1',
  };
}

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('charge-pledges worker', () => {
  it('reports only the record whose charge threw, after charging every other one', async () => {
    const charged: string[] = [];
    const handler = chargePledgesHandler(async (pledgeId) => {
      charged.push(pledgeId);
      if (pledgeId === 'p2') throw new Error('DynamoDB write failed');
      return 'charged';
    });
    const event: SQSEvent = {
      Records: ['p1', 'p2', 'p3'].map((id, index) =>
        record(`m${index + 1}`, JSON.stringify({ PledgeId: id })),
      ),
    };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(charged).toEqual(['p1', 'p2', 'p3']);
  });

  it('drops and logs a malformed message instead of returning it to the queue', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const charged: string[] = [];
    const handler = chargePledgesHandler(async (pledgeId) => {
      charged.push(pledgeId);
      return 'skipped';
    });
    const event: SQSEvent = {
      Records: [
        record('bad-json', '{not json'),
        record('bad-shape', JSON.stringify({ pledgeId: 'lower-case key' })),
        record('good', JSON.stringify({ PledgeId: 'p9' })),
      ],
    };
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [] });
    expect(charged).toEqual(['p9']);
    expect(errors.mock.calls.map(([, details]) => (details as { messageId: string }).messageId)).toEqual([
      'bad-json',
      'bad-shape',
    ]);
  });

  it('reports every record when all of them fail, rather than failing the invocation', async () => {
    const handler = chargePledgesHandler(() => Promise.reject(new Error('provider down')));
    const event: SQSEvent = { Records: [record('a', '{"PledgeId":"x"}'), record('b', '{"PledgeId":"y"}')] };
    await expect(handler(event, context)).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }],
    });
  });
});
