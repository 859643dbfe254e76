// The invalidation retry worker: an SQS event source delivers the paths CloudFront refused, and
// each message is retried by domain/cdn/retry-invalidation.ts (backoff, drop of a malformed body);
// a message that throws is reported as a batch item failure so only it comes back.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { retryInvalidationDeps } from '../../composition/invalidation-retries';
import { retryInvalidation, type RetryInvalidationDeps } from '../../domain/cdn/retry-invalidation';
import { correlationIdAttribute, withRecordCorrelation } from '../../platform/invocation';
import { jobHandler } from '../../platform/job-handler';

const processor = new BatchProcessor(EventType.SQS);

/** The worker on given ports: a unit test runs the batch contract on in-memory ones. */
export function retryInvalidationsWith(deps: RetryInvalidationDeps) {
  // Each retry's lines carry the id of the request whose invalidation was refused.
  const retryRecord = (record: SQSRecord): Promise<void> =>
    withRecordCorrelation(record.messageAttributes?.[correlationIdAttribute]?.stringValue, () =>
      retryInvalidation(deps, {
        messageId: record.messageId,
        receiptHandle: record.receiptHandle,
        body: record.body,
        receives: Number(record.attributes.ApproximateReceiveCount),
      }),
    );
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, retryRecord, processor, {
      context,
      // One CreateInvalidation at a time: parallel ones would only hit CloudFront's limits sooner.
      processInParallel: false,
      throwOnFullBatchFailure: false,
    });
}

export const handler = jobHandler(
  'retryInvalidations',
  'worker',
  retryInvalidationsWith(retryInvalidationDeps),
);
