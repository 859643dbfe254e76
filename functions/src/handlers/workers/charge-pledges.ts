// The pledge-charges worker: an SQS event source delivers up to 10 messages, one pledge
// each; every pledge is charged on its own and only the records that threw go back to the queue
// (partial batch response, `reportBatchItemFailures` on the event source). A malformed body can
// never succeed, so it is logged and dropped instead of cycling to the dead-letter queue.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { chargeDeps } from '../../composition/pledge-charging';
import { chargePledge } from '../../domain/pledges/processing/charge-pledge';
import {
  pledgeChargeMessageSchema,
  type ChargeResult,
} from '../../domain/pledges/processing/processing-contract';
import { correlationIdAttribute, withRecordCorrelation } from '../../platform/invocation';
import { jobHandler } from '../../platform/job-handler';
import { logger } from '../../platform/logger';

export type ChargeOne = (pledgeId: string) => Promise<ChargeResult>;

/** The pledge id a record carries, or undefined (logged) when its body breaks the contract. */
function pledgeIdOf(record: SQSRecord): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = pledgeChargeMessageSchema.safeParse(body);
  if (parsed.success) return parsed.data.PledgeId;
  logger.error('Dropping a malformed pledge-charges message', {
    messageId: record.messageId,
    body: record.body.slice(0, 500),
  });
  return undefined;
}

/** The handler, for a given charge function (the domain's, or a test's fake). */
export function chargePledgesHandler(charge: ChargeOne) {
  const processor = new BatchProcessor(EventType.SQS);
  // Each pledge's lines carry the id of the request that queued it (a Thon's completion).
  const chargeRecord = (record: SQSRecord): Promise<void> =>
    withRecordCorrelation(record.messageAttributes?.[correlationIdAttribute]?.stringValue, async () => {
      const pledgeId = pledgeIdOf(record);
      if (pledgeId === undefined) return;
      const result = await charge(pledgeId);
      logger.info('Pledge charge', { pledgeId, result, messageId: record.messageId });
    });
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, chargeRecord, processor, {
      context,
      // One pledge at a time per invocation: the event source's maximum concurrency then bounds
      // the provider requests in flight (infra/constructs/pledge-workers.ts explains the limit).
      processInParallel: false,
      // Every record failed: report them all rather than throw, the outcome for the queue is the same.
      throwOnFullBatchFailure: false,
    });
}

export const handler = jobHandler(
  'chargePledges',
  'worker',
  chargePledgesHandler((pledgeId) => chargePledge(chargeDeps, pledgeId)),
);
