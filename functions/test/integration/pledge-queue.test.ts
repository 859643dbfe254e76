// The pledge queue end to end against the emulator: enqueuePledgeCharges puts one
// message per pledge on the queue, and the local poller (the event source mapping's stand-in)
// delivers them to a worker in SQS batches, deletes what the worker did not report failed, and
// redelivers what it did, on to the dead-letter queue after maxReceiveCount. The poller runs here
// against a private queue with a recording worker, so the stack's own poller and the real worker
// do not take these messages; the stack's queue itself is checked against the template.
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  type QueueAttributeName,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startQueuePoller, type QueuePoller } from '../../dev/queue-poller';
import { sqsClient } from '../../src/platform/clients/sqs';
import { environmentNames } from '../../src/platform/environment-names';
import { enqueuePledgeCharges } from '../../src/platform/pledge-queue';
import { useStackEnvironment } from './stack-environment';

let stackQueueUrl: string;
beforeAll(() => {
  useStackEnvironment();
  stackQueueUrl = process.env[environmentNames.pledgeQueueUrl] ?? '';
});

const pollers: QueuePoller[] = [];
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
  process.env[environmentNames.pledgeQueueUrl] = stackQueueUrl;
});

async function attributes(queueUrl: string, ...names: QueueAttributeName[]) {
  const { Attributes = {} } = await sqsClient().send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: names }),
  );
  return Attributes;
}

/** A private queue (optionally with a dead-letter queue) that enqueuePledgeCharges now sends to. */
async function privateQueue(options: { visibilityTimeout: number; maxReceiveCount?: number }) {
  const name = `pledge-queue-test-${randomUUID()}`;
  let deadLetterUrl: string | undefined;
  const queueAttributes: Record<string, string> = { VisibilityTimeout: String(options.visibilityTimeout) };
  if (options.maxReceiveCount) {
    ({ QueueUrl: deadLetterUrl } = await sqsClient().send(
      new CreateQueueCommand({ QueueName: `${name}-dlq` }),
    ));
    const { QueueArn } = await attributes(deadLetterUrl ?? '', 'QueueArn');
    queueAttributes.RedrivePolicy = JSON.stringify({
      deadLetterTargetArn: QueueArn,
      maxReceiveCount: options.maxReceiveCount,
    });
  }
  const { QueueUrl = '' } = await sqsClient().send(
    new CreateQueueCommand({ QueueName: name, Attributes: queueAttributes }),
  );
  const { QueueArn = '' } = await attributes(QueueUrl, 'QueueArn');
  process.env[environmentNames.pledgeQueueUrl] = QueueUrl;
  return { queueUrl: QueueUrl, queueArn: QueueArn, deadLetterUrl };
}

function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  return vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

const pledgeIdOf = (body: string) => (JSON.parse(body) as { PledgeId: string }).PledgeId;

describe('pledge queue', () => {
  it("is created from the template: the worker's visibility timeout and a dead-letter queue after 5 receives", async () => {
    expect(stackQueueUrl).toMatch(/PledgeChargesQueue/);
    const { VisibilityTimeout, RedrivePolicy } = await attributes(
      stackQueueUrl,
      'VisibilityTimeout',
      'RedrivePolicy',
    );
    expect(Number(VisibilityTimeout)).toBeGreaterThanOrEqual(6 * 60);
    const redrive = JSON.parse(RedrivePolicy ?? '{}') as {
      deadLetterTargetArn: string;
      maxReceiveCount: number;
    };
    expect(redrive.maxReceiveCount).toBe(5);
    expect(redrive.deadLetterTargetArn).toMatch(/PledgeChargesDeadLetters/);
  });

  it('is polled by the stack, whose real worker drops a malformed message instead of retrying it', async () => {
    await sqsClient().send(new SendMessageCommand({ QueueUrl: stackQueueUrl, MessageBody: 'not a pledge' }));
    // Other tests may queue pledges too; the stack's poller and worker drain them all.
    await eventually(async () => {
      const left = await attributes(
        stackQueueUrl,
        'ApproximateNumberOfMessages',
        'ApproximateNumberOfMessagesNotVisible',
      );
      return left.ApproximateNumberOfMessages === '0' && left.ApproximateNumberOfMessagesNotVisible === '0';
    }, "the stack's queue to drain");
  });

  it('delivers every enqueued pledge once, in SQS batches of at most 10, and redelivers only what the worker reported failed', async () => {
    const queue = await privateQueue({ visibilityTimeout: 1 });
    const pledgeIds = Array.from({ length: 23 }, (_, index) => `pledge-${index}-${randomUUID()}`);
    await enqueuePledgeCharges([...pledgeIds, pledgeIds[0] ?? '']);

    const events: SQSEvent[] = [];
    const unlucky = pledgeIds[7];
    pollers.push(
      startQueuePoller({
        queueUrl: queue.queueUrl,
        queueArn: queue.queueArn,
        batchSize: 10,
        visibilityTimeout: 1,
        idleDelayMs: 100,
        invoke: async (event): Promise<SQSBatchResponse> => {
          events.push(event);
          // The unlucky pledge fails its first delivery only (a DynamoDB write failing mid-batch).
          const failed = event.Records.filter(
            (record) =>
              pledgeIdOf(record.body) === unlucky && record.attributes.ApproximateReceiveCount === '1',
          );
          return { batchItemFailures: failed.map((record) => ({ itemIdentifier: record.messageId })) };
        },
      }),
    );
    const deliveries = () => events.flatMap((event) => event.Records);
    await eventually(() => deliveries().length === pledgeIds.length + 1, 'every delivery');

    for (const event of events) {
      expect(event.Records.length).toBeGreaterThan(0);
      expect(event.Records.length).toBeLessThanOrEqual(10);
      for (const record of event.Records) {
        expect(record).toMatchObject({
          eventSource: 'aws:sqs',
          eventSourceARN: queue.queueArn,
          awsRegion: process.env.AWS_REGION,
          messageId: expect.any(String),
          receiptHandle: expect.any(String),
          attributes: {
            ApproximateReceiveCount: expect.stringMatching(/^[12]$/),
            SentTimestamp: expect.any(String),
          },
        });
      }
    }
    // Each pledge once (a duplicate id in one call is sent once), the failed one once more.
    const delivered = deliveries().map((record) => pledgeIdOf(record.body));
    expect([...delivered].sort()).toEqual([...pledgeIds, unlucky].sort());
    const again = deliveries().filter((record) => pledgeIdOf(record.body) === unlucky);
    expect(again.map((record) => record.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
    // Everything delivered was deleted: nothing visible or in flight is left.
    await eventually(async () => {
      const left = await attributes(
        queue.queueUrl,
        'ApproximateNumberOfMessages',
        'ApproximateNumberOfMessagesNotVisible',
      );
      return left.ApproximateNumberOfMessages === '0' && left.ApproximateNumberOfMessagesNotVisible === '0';
    }, 'an empty queue');
  });

  it('keeps a whole batch when the worker throws, and moves a message that keeps failing to the dead-letter queue', async () => {
    const queue = await privateQueue({ visibilityTimeout: 1, maxReceiveCount: 2 });
    await enqueuePledgeCharges(['always-fails']);
    let invocations = 0;
    pollers.push(
      startQueuePoller({
        queueUrl: queue.queueUrl,
        queueArn: queue.queueArn,
        batchSize: 10,
        visibilityTimeout: 1,
        idleDelayMs: 100,
        invoke: () => {
          invocations += 1;
          return Promise.reject(new Error('worker crashed'));
        },
      }),
    );
    const deadLetterUrl = queue.deadLetterUrl ?? '';
    await eventually(async () => {
      const { Messages = [] } = await sqsClient().send(
        new ReceiveMessageCommand({
          QueueUrl: deadLetterUrl,
          MaxNumberOfMessages: 10,
          VisibilityTimeout: 30,
        }),
      );
      return Messages.some((message) => pledgeIdOf(message.Body ?? '{}') === 'always-fails');
    }, 'the dead-letter queue');
    expect(invocations).toBe(2);
  });
});
