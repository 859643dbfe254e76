// The background function of CloudFront invalidation: the retry worker, fed by the invalidation
// retry queue (infra/constructs/invalidation-queue.ts) through an SQS event source with partial
// batch responses. Built by ApiFunction like every API function.
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, type ApiPlatform } from './api-function';
import type { WorkerDefinition } from './pledge-workers';

/** The worker's handler and grants; the grants tests compare them with what its bundle reaches. */
export const cdnWorkers = {
  // Asks CloudFront again for the invalidations it refused; no table.
  retryInvalidations: {
    handler: 'workers/retry-invalidations',
    description: 'CloudFront invalidation retries (SQS)',
    table: 'none',
    uses: ['cdn'],
    timeout: Duration.seconds(30),
  },
} as const satisfies Record<string, WorkerDefinition>;

/**
 * The fewest invocations at once an SQS event source allows: invalidations are refused mostly for
 * too many in progress, and more of them at once would only be refused sooner.
 */
export const invalidationWorkerMaxConcurrency = 2;

export class CdnWorkers extends Construct {
  readonly retries: ApiFunction;

  constructor(scope: Construct, id: string, props: { platform: ApiPlatform; queue: IQueue }) {
    super(scope, id);
    const definition = cdnWorkers.retryInvalidations;
    this.retries = new ApiFunction(this, 'RetryInvalidations', {
      platform: props.platform,
      handler: definition.handler,
      description: definition.description,
      table: definition.table,
      uses: definition.uses,
      timeoutSeconds: definition.timeout.toSeconds(),
      metadata: { Kind: 'worker', Handler: definition.handler },
    });
    this.retries.function.addEventSource(
      new SqsEventSource(props.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: invalidationWorkerMaxConcurrency,
      }),
    );
  }
}
