// The invalidation retry queue: CloudFront invalidations a write asked for and CloudFront refused
// (platform/invalidation-queue.ts), retried by the worker of infra/constructs/cdn-workers.ts. After
// maxReceiveCount failed retries a message moves to the background dead-letter queue (the pledge
// queue's, infra/constructs/pledge-queue.ts), whose alarm goes off as soon as anything lands there:
// a stale copy may still name a child someone hid. The body tells the two kinds apart ({"Paths"}
// versus {"PledgeId"}), and a redrive returns each message to the queue it came from.
// Two resources (the queue and its TLS-only policy): the stack is near CloudFormation's 500
// (infra/test/thon-stack.test.ts), so this queue shares that dead-letter queue and its alarm.
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

/**
 * Receives before a message moves to the dead-letter queue. The worker waits 10 s after the first
 * refusal and doubles the wait each time (handlers/workers/retry-invalidations.ts), so 8 receives
 * span about 21 minutes: past the pages' stale-while-revalidate (10 minutes), after which a
 * retry would only clear copies that have expired anyway.
 */
export const invalidationMaxReceiveCount = 8;

export interface InvalidationQueueProps {
  readonly stage: StageSettings;
  /** The worker's timeout: the visibility timeout is 6x it (AWS's advice for SQS event sources). */
  readonly workerTimeout: Duration;
  /** Where messages go after maxReceiveCount receives (alarmed). */
  readonly deadLetters: IQueue;
}

export class InvalidationQueue extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string, props: InvalidationQueueProps) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      // Public page paths only, but encrypted at rest like every queue of the stack.
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.stage.removalPolicy,
      visibilityTimeout: Duration.seconds(props.workerTimeout.toSeconds() * 6),
      // A day: an invalidation older than the pages' cache lifetime clears nothing anyway.
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: props.deadLetters, maxReceiveCount: invalidationMaxReceiveCount },
    });
  }
}
