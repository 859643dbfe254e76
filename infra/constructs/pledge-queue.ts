// The pledge-charges queue: one message per pledge to charge, its dead-letter queue
// after 5 receives, and an alarm as soon as anything lands there (a pledge the worker could not
// settle in 5 tries needs a person; the sweeper would re-queue it, but it would fail the same way),
// notifying the stage's alarm topic (runbook line dead-letters).
// The invalidation retry queue (infra/constructs/invalidation-queue.ts) shares the dead-letter
// queue and its alarm, to keep the stack's resource count down.
import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { thonAlarm } from './alarm-definition';
import { invalidationMaxReceiveCount } from './invalidation-queue';

/** Receives before a message moves to the dead-letter queue. */
export const pledgeMaxReceiveCount = 5;

export interface PledgeQueueProps {
  readonly stage: StageSettings;
  /** The consuming worker's timeout: the visibility timeout is 6x it (AWS's advice for SQS event sources). */
  readonly workerTimeout: Duration;
}

export class PledgeQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: PledgeQueueProps) {
    super(scope, id);
    const common = {
      // Pledge ids only, but still encrypted at rest; SQS-managed keys need no key policy for the
      // event source or the senders.
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.stage.removalPolicy,
    };
    this.deadLetters = new Queue(this, 'DeadLetters', {
      ...common,
      // Two weeks (the SQS maximum), to look into a failure and redrive it.
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      ...common,
      // The worker may be mid-batch when a retry would start: 6x its timeout avoids a second
      // delivery of a message still being worked on (the state moves make one harmless anyway).
      visibilityTimeout: Duration.seconds(props.workerTimeout.toSeconds() * 6),
      // Well beyond the 2-hour promise; the sweeper re-queues anything older.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: pledgeMaxReceiveCount },
    });
    this.deadLetterAlarm = thonAlarm(this, 'DeadLettersAlarm', {
      stage: props.stage,
      runbook: 'dead-letters',
      meaning: `background work is in the dead-letter queue: pledge charges ({"PledgeId"}) that failed ${pledgeMaxReceiveCount} times, or CloudFront invalidations ({"Paths"}) refused ${invalidationMaxReceiveCount} times (cached public pages may be stale: ClearCache clears them).`,
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // SQS stops reporting an idle queue's metrics: no data means nothing arrived.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
