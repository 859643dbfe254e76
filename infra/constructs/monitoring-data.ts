// ThonData's alarms, beside what they watch: the queues' oldest message, the table's throttles
// (its global indexes included) and the account's SES reputation. The dead-letter queue's alarm is
// the pledge queue's own (infra/constructs/pledge-queue.ts).
import { tableDesign } from '@thon/functions/data/table-design';
import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { chunksForAlarmMath, fiveMinutes, thonAlarm } from './alarm-definition';
import { invalidationMaxReceiveCount } from './invalidation-queue';
import { pledgeMaxReceiveCount } from './pledge-queue';

/**
 * Seconds the oldest pledge charge may wait. A message that keeps failing waits up to 5 receives x
 * the 6-minute visibility timeout (30 minutes) before it moves to the dead-letter queue (alarmed
 * there); 45 minutes is past that, so it means the worker is not consuming, and leaves over an
 * hour of the 2-hour promise to act.
 */
export const pledgeQueueAgeSeconds = 45 * 60;
/**
 * Seconds the oldest invalidation retry may wait: a refused one is retried for ~21 minutes before
 * the dead-letter queue (invalidation-queue.ts); 30 minutes means the retry worker is not consuming.
 */
export const invalidationQueueAgeSeconds = 30 * 60;
/**
 * Throttle events (reads and writes, table and indexes) in 5 minutes. The SDK retries a throttled
 * request (3 attempts, backoff), so a few are absorbed; more than 10 means requests fail or crawl:
 * a hot key, or on-demand capacity not yet doubled for an event-day spike.
 */
export const tableThrottleEvents = 10;
/** SES puts an account under review at 5 % bounces and 0.1 % complaints: alarm before it does. */
export const sesBounceRate = 0.04;
export const sesComplaintRate = 0.0008;

export interface DataAlarmsProps {
  readonly stage: StageSettings;
  readonly pledgeQueue: IQueue;
  readonly invalidationQueue: IQueue;
  readonly tableName: string;
}

export class DataAlarms extends Construct {
  constructor(scope: Construct, id: string, props: DataAlarmsProps) {
    super(scope, id);
    const { stage } = props;
    const oldest = (queue: IQueue) =>
      queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: fiveMinutes });

    thonAlarm(this, 'PledgeQueueAge', {
      stage,
      runbook: 'pledge-queue-age',
      meaning: `a pledge charge has waited more than ${pledgeQueueAgeSeconds / 60} minutes in the pledge-charges queue (a failing one moves to the dead-letter queue after ${pledgeMaxReceiveCount} receives, ~30 minutes): the charge worker is not consuming.`,
      metric: oldest(props.pledgeQueue),
      threshold: pledgeQueueAgeSeconds,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // SQS stops reporting a queue idle for hours: nothing waits.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    thonAlarm(this, 'InvalidationQueueAge', {
      stage,
      runbook: 'invalidation-queue-age',
      meaning: `a CloudFront invalidation has waited more than ${invalidationQueueAgeSeconds / 60} minutes for a retry (a refused one moves to the dead-letter queue after ${invalidationMaxReceiveCount} receives, ~21 minutes): the retry worker is not consuming, cached pages stay stale.`,
      metric: oldest(props.invalidationQueue),
      threshold: invalidationQueueAgeSeconds,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    // Read and write throttle events of the table and of each global index, summed in math of at
    // most 10 metrics (CloudWatch's limit; today table + 4 indexes = 10, so one alarm).
    const throttles = [undefined, ...tableDesign.globalIndexes.map((index) => index.indexName)].flatMap(
      (indexName) =>
        ['ReadThrottleEvents', 'WriteThrottleEvents'].map(
          (metricName) =>
            new Metric({
              namespace: 'AWS/DynamoDB',
              metricName,
              dimensionsMap: {
                TableName: props.tableName,
                ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}),
              },
              statistic: 'Sum',
              period: fiveMinutes,
            }),
        ),
    );
    chunksForAlarmMath(throttles).forEach((chunk, index) => {
      const usingMetrics = Object.fromEntries(chunk.map((metric, position) => [`t${position}`, metric]));
      const ids = Object.keys(usingMetrics);
      thonAlarm(this, index === 0 ? 'TableThrottles' : `TableThrottles${index + 1}`, {
        stage,
        runbook: 'dynamodb-throttles',
        ...(index === 0 ? {} : { subject: String(index + 1) }),
        meaning: `DynamoDB throttled more than ${tableThrottleEvents} reads or writes of the table or its indexes in 5 minutes: requests fail or slow down (a hot key, or a spike above on-demand's doubled peak).`,
        metric: new MathExpression({
          expression: ids.map((metricId) => `FILL(${metricId}, 0)`).join(' + '),
          usingMetrics,
          label: 'Table throttle events',
          period: fiveMinutes,
        }),
        threshold: tableThrottleEvents,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        // DynamoDB publishes throttle events only when there are some.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    });

    // The account's SES reputation (what SES reviews), published about hourly.
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    const reputationAlarm = {
      stage,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // A rate does not heal by not sending: with no new value the alarm keeps its state.
      treatMissingData: TreatMissingData.IGNORE,
    } as const;
    thonAlarm(this, 'SesBounceRate', {
      ...reputationAlarm,
      runbook: 'ses-bounce-rate',
      meaning: `the account's SES bounce rate is above ${sesBounceRate * 100} % (SES reviews the account at 5 % and may stop its sending).`,
      metric: reputation('Reputation.BounceRate'),
      threshold: sesBounceRate,
    });
    thonAlarm(this, 'SesComplaintRate', {
      ...reputationAlarm,
      runbook: 'ses-complaint-rate',
      meaning: `the account's SES complaint rate is above ${sesComplaintRate * 100} % (SES reviews the account at 0.1 % and may stop its sending).`,
      metric: reputation('Reputation.ComplaintRate'),
      threshold: sesComplaintRate,
    });
  }
}
