// Correlation ids end to end against the emulator: a request answers its id in x-correlation-id
// (a caller's own header is not adopted); a pledge queued during an invocation carries the
// invocation's id as the message attribute `correlationId`, the local poller passes it to the
// worker in the SQS event as Lambda does, and the real worker's log line for that pledge carries
// it. The queue here is private, so the stack's own poller does not take its messages.
import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { Context, SQSEvent } from 'aws-lambda';
import { routes } from '@thon/shared/api/routes';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startQueuePoller, type QueuePoller } from '../../dev/queue-poller';
import { chargePledgesHandler } from '../../src/handlers/workers/charge-pledges';
import { sqsClient } from '../../src/platform/clients/sqs';
import { environmentNames } from '../../src/platform/environment-names';
import { observeInvocation } from '../../src/platform/invocation';
import { jobHandler } from '../../src/platform/job-handler';
import { logger } from '../../src/platform/logger';
import { enqueuePledgeCharges } from '../../src/platform/pledge-queue';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
let stackQueueUrl: string;
beforeAll(() => {
  stackQueueUrl = process.env[environmentNames.pledgeQueueUrl] ?? '';
});

const pollers: QueuePoller[] = [];
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
  process.env[environmentNames.pledgeQueueUrl] = stackQueueUrl;
  vi.restoreAllMocks();
});

async function privateQueue() {
  const { QueueUrl = '' } = await sqsClient().send(
    new CreateQueueCommand({
      QueueName: `correlation-test-${randomUUID()}`,
      Attributes: { VisibilityTimeout: '30' },
    }),
  );
  const { Attributes = {} } = await sqsClient().send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  process.env[environmentNames.pledgeQueueUrl] = QueueUrl;
  return { queueUrl: QueueUrl, queueArn: Attributes.QueueArn ?? '' };
}

/** Pledges queued as a request with this correlation id would queue them. */
const enqueueAs = (correlationId: string, pledgeIds: string[]) =>
  observeInvocation(
    { name: 'CompleteThon', kind: 'route', correlationId },
    () => enqueuePledgeCharges(pledgeIds),
    () => 200,
  );

describe('correlation ids', () => {
  it("answers a request's id in x-correlation-id, not the id a caller sent", async () => {
    const url = `${apiUrl}${routes.getReferenceLists.path}`;
    const first = await fetch(url, { headers: { 'x-correlation-id': 'chosen-by-caller' } });
    const second = await fetch(url);
    expect(first.status).toBe(200);
    const ids = [first.headers.get('x-correlation-id'), second.headers.get('x-correlation-id')];
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9+/=._:-]{8,100}$/);
    expect(ids[0]).not.toBe('chosen-by-caller');
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('puts the sender\'s id on each pledge message as the attribute "correlationId"', async () => {
    const queue = await privateQueue();
    await enqueueAs('JZcMgi3ioAMEJvQ=', ['pledge-a', 'pledge-b']);
    const { Messages = [] } = await sqsClient().send(
      new ReceiveMessageCommand({
        QueueUrl: queue.queueUrl,
        MaxNumberOfMessages: 10,
        MessageAttributeNames: ['All'],
      }),
    );
    expect(Messages).toHaveLength(2);
    for (const message of Messages) {
      expect(message.MessageAttributes?.correlationId).toEqual({
        DataType: 'String',
        StringValue: 'JZcMgi3ioAMEJvQ=',
      });
    }
  });

  it("logs the worker's line for a pledge with the id of the request that queued it", async () => {
    const queue = await privateQueue();
    const requestId = randomUUID();
    const pledgeId = `pledge-${randomUUID()}`;
    await enqueueAs(requestId, [pledgeId]);

    logger.setLogLevel('INFO');
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return write(chunk);
    });
    // The real worker (its wrapper, its per-record correlation, its log line) with a charge that
    // moves no money: the payment side is not what is under test here.
    const worker = jobHandler(
      'chargePledges',
      'worker',
      chargePledgesHandler(() => Promise.resolve('charged')),
    );
    const events: SQSEvent[] = [];
    pollers.push(
      startQueuePoller({
        ...queue,
        batchSize: 10,
        visibilityTimeout: 30,
        idleDelayMs: 100,
        invoke: async (event) => {
          events.push(event);
          return worker(event, { awsRequestId: 'worker-invocation', functionName: 'charge' } as Context);
        },
      }),
    );
    await vi.waitFor(
      () => {
        if (!lines.some((line) => line.includes(pledgeId))) throw new Error('no log line for the pledge yet');
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(events[0]?.Records[0]?.messageAttributes.correlationId).toMatchObject({
      dataType: 'String',
      stringValue: requestId,
    });
    const logged = lines
      .filter((line) => line.includes(pledgeId))
      .map((line) => JSON.parse(line) as { message: string; correlation_id?: string; pledgeId?: string });
    expect(logged).toEqual([
      expect.objectContaining({ message: 'Pledge charge', pledgeId, correlation_id: requestId }),
    ]);
  });
});
