// How every Thon alarm is made: named `thon-<stage>-<runbook id>[-<subject>]`, described with what
// it means and its runbook line (docs/operations.md, section Alarms, the line starting with the
// runbook id: infra/test/alarms.test.ts fails when an alarm has none), and notifying the stage's
// alarm topic when it goes off and when it clears (an operator knows the incident is over).
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  MathExpression,
  Metric,
  type ComparisonOperator,
  type IMetric,
  type TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { metricNamespace } from '@thon/shared/observability/metric-catalog';
import type { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { alarmNamePrefix, alarmTopicIn } from './alarm-topic';

/** Every runbook line of docs/operations.md's Alarms section, one per kind of alarm. */
export const alarmRunbookIds = [
  'api-5xx-rate',
  'api-p99-latency',
  'api-gateway-5xx',
  'authorizer-errors',
  'authorizer-throttles',
  'job-failures',
  'charge-failure-rate',
  'pledge-queue-age',
  'invalidation-queue-age',
  'dead-letters',
  'ses-bounce-rate',
  'ses-complaint-rate',
  'sms-spend',
  'cloudfront-5xx-rate',
  'dynamodb-throttles',
  'waf-blocked-spike',
] as const;
export type AlarmRunbookId = (typeof alarmRunbookIds)[number];

/** Where an alarm's description sends the reader. */
export const runbookPointer = (id: AlarmRunbookId): string =>
  `Runbook: docs/operations.md, Alarms, line "${id}".`;

export interface ThonAlarmProps {
  readonly stage: StageSettings;
  readonly runbook: AlarmRunbookId;
  /** Which one of the kind (an area, a job), when one runbook line covers several alarms. */
  readonly subject?: string;
  /** What it means when it goes off, in a sentence or two. */
  readonly meaning: string;
  readonly metric: IMetric;
  readonly threshold: number;
  readonly comparisonOperator: ComparisonOperator;
  readonly evaluationPeriods: number;
  readonly datapointsToAlarm?: number;
  readonly treatMissingData: TreatMissingData;
}

/** An alarm of the stage, notifying its topic on ALARM and on OK. */
export function thonAlarm(scope: Construct, id: string, props: ThonAlarmProps): Alarm {
  const { stage, runbook, subject } = props;
  const alarm = new Alarm(scope, id, {
    alarmName: `${alarmNamePrefix(stage)}${runbook}${subject ? `-${subject}` : ''}`,
    alarmDescription: `[${runbook}] Thon ${stage.name}${subject ? ` (${subject})` : ''}: ${props.meaning} ${runbookPointer(runbook)}`,
    metric: props.metric,
    threshold: props.threshold,
    comparisonOperator: props.comparisonOperator,
    evaluationPeriods: props.evaluationPeriods,
    ...(props.datapointsToAlarm ? { datapointsToAlarm: props.datapointsToAlarm } : {}),
    treatMissingData: props.treatMissingData,
  });
  notifyTopic(alarm, stage);
  return alarm;
}

/** The stage's topic as the alarm's ALARM and OK action (also for alarms built elsewhere). */
export function notifyTopic(alarm: Alarm, stage: StageSettings): void {
  const action = new SnsAction(alarmTopicIn(alarm, stage));
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
}

/** A metric the functions publish (embedded metric format), read by name: no reference needed. */
export function thonMetric(
  stage: StageSettings,
  metricName: string,
  dimensionsMap: Readonly<Record<string, string>>,
  options: { statistic: string; period: Duration },
): Metric {
  return new Metric({
    namespace: metricNamespace(stage.name),
    metricName,
    dimensionsMap: { ...dimensionsMap },
    statistic: options.statistic,
    period: options.period,
  });
}

/**
 * Percent of `part` in `whole`, or 0 while `whole` is below `minimum`: one fault in two requests at
 * 3 a.m. is 50 % and means nothing. Missing points count as 0 (a sparse metric, e.g. no failures).
 */
export function percentWithMinimumVolume(props: {
  part: IMetric;
  whole: IMetric;
  minimum: number;
  label: string;
  period: Duration;
}): MathExpression {
  return new MathExpression({
    expression: `IF(FILL(whole, 0) >= ${props.minimum}, 100 * FILL(part, 0) / FILL(whole, 0), 0)`,
    usingMetrics: { part: props.part, whole: props.whole },
    label: props.label,
    period: props.period,
  });
}

/** CloudWatch allows at most 10 metrics in one alarm's math: `metrics` split into groups that fit. */
export function chunksForAlarmMath<T>(metrics: readonly T[], size = 10): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < metrics.length; index += size) chunks.push(metrics.slice(index, index + size));
  return chunks;
}

export const fiveMinutes = Duration.minutes(5);
