// Plays Lambda's SQS event source mapping locally (what AWS::Lambda::EventSourceMapping does in a
// deployment): receive a batch, invoke the worker with a real SQS event, delete the records it
// did not report in batchItemFailures, and leave the others to come back after the visibility
// timeout (and on to the dead-letter queue after maxReceiveCount, which moto applies on receive).
// A thrown invocation, or a response naming an id not in the batch, fails the whole batch, as in AWS.
//
// No long polling here: moto serves one request at a time, and a waiting ReceiveMessage would hold
// every other call of the stack for its wait. An empty receive sleeps idleDelayMs instead.
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sqsClient } from '../src/platform/clients/sqs';
import { sqsEventOf } from './sqs-event';

export interface QueuePollerOptions {
  queueUrl: string;
  queueArn: string;
  /** Records per invocation (the event source's BatchSize; at most 10). */
  batchSize: number;
  /** Seconds a received batch stays hidden (the queue's VisibilityTimeout). */
  visibilityTimeout: number;
  invoke(event: SQSEvent): Promise<SQSBatchResponse | undefined>;
  /** Pause after an empty receive. */
  idleDelayMs?: number;
  log?: (line: string) => void;
}

export interface QueuePoller {
  stop(): Promise<void>;
}

const region = () => process.env.AWS_REGION ?? 'us-east-1';

/** The message ids to keep on the queue, by Lambda's reading of a partial batch response. */
export function failedIds(
  messages: readonly Message[],
  outcome: SQSBatchResponse | undefined | Error,
): Set<string> {
  const all = new Set(messages.map((message) => message.MessageId ?? ''));
  if (outcome instanceof Error) return all;
  const reported = (outcome?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
  // An unknown or empty identifier makes Lambda treat the whole batch as failed.
  if (reported.some((id) => !id || !all.has(id))) return all;
  return new Set(reported);
}

export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const idleDelayMs = options.idleDelayMs ?? 500;
  let running = true;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function pollOnce(): Promise<boolean> {
    const { Messages = [] } = await sqsClient().send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize,
        VisibilityTimeout: options.visibilityTimeout,
        WaitTimeSeconds: 0,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) return false;
    const outcome = await options
      .invoke(sqsEventOf(Messages, options.queueArn, region()))
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (outcome instanceof Error) options.log?.(`queue worker failed its batch: ${outcome.message}`);
    const failed = failedIds(Messages, outcome);
    const done = Messages.filter((message) => !failed.has(message.MessageId ?? ''));
    if (done.length > 0) {
      await sqsClient().send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: done.map((message, index) => ({
            Id: String(index),
            ReceiptHandle: message.ReceiptHandle,
          })),
        }),
      );
    }
    return true;
  }

  const loop = (async () => {
    while (running) {
      const received = await pollOnce().catch((error: unknown) => {
        // The emulator going away at shutdown, or a transient error: try again after a pause.
        if (running) options.log?.(`queue poller: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      });
      if (!received && running) await pause(idleDelayMs);
    }
  })();

  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
