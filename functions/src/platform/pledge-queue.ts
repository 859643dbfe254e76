// Puts pledges on the pledge-charges queue: one message per pledge, body
// {"PledgeId": "..."} (domain/pledges/processing/processing-contract.ts), the worker charges each.
// SendMessageBatch takes at most 10 entries and may accept some and refuse others (throttling,
// an internal error): the refused entries are sent again a few times, then the call throws,
// so a caller never believes a pledge is queued when it is not (the sweeper re-queues anyway).
import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import type { PledgeQueue } from '../domain/ports/pledge-queue';
import type { PledgeChargeMessage } from '../domain/pledges/processing/processing-contract';
import { sqsClient } from './clients/sqs';
import { setting } from './environment';
import { correlationAttributes } from './invocation';

/** SQS's own limit on entries per SendMessageBatch. */
export const sqsBatchLimit = 10;
/** Sends of one batch's refused entries before giving up. */
const attemptsPerBatch = 3;

async function sendBatch(queueUrl: string, entries: SendMessageBatchRequestEntry[]): Promise<void> {
  let pending = entries;
  let reasons = '';
  for (let attempt = 1; attempt <= attemptsPerBatch && pending.length > 0; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { Failed } = await sqsClient().send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }),
    );
    const failedIds = new Set((Failed ?? []).map((failure) => failure.Id));
    reasons = (Failed ?? []).map((failure) => `${failure.Code ?? '?'}: ${failure.Message ?? ''}`).join('; ');
    pending = pending.filter((entry) => failedIds.has(entry.Id));
  }
  if (pending.length > 0) {
    throw new Error(
      `SQS refused ${pending.length} pledge message(s) after ${attemptsPerBatch} attempts (${reasons})`,
    );
  }
}

export async function enqueuePledgeCharges(pledgeIds: readonly string[]): Promise<void> {
  const queueUrl = setting('pledgeQueueUrl');
  // The same pledge twice in one call would be one charge anyway (the domain's state moves are
  // conditional), but a batch with a repeated entry id is refused outright: send it once.
  const unique = [...new Set(pledgeIds)];
  const attributes = correlationAttributes();
  for (let start = 0; start < unique.length; start += sqsBatchLimit) {
    const entries = unique.slice(start, start + sqsBatchLimit).map((pledgeId, index) => ({
      // Entry ids only need to be unique within the batch (and pledge ids may be too long).
      Id: String(index),
      MessageBody: JSON.stringify({ PledgeId: pledgeId } satisfies PledgeChargeMessage),
      ...attributes,
    }));
    await sendBatch(queueUrl, entries);
  }
}

/** The PledgeQueue port (domain/ports/pledge-queue.ts) on SQS. */
export const sqsPledgeQueue: PledgeQueue = { enqueueCharges: enqueuePledgeCharges };
