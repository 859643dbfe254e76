// The background jobs' alarms, in the jobs' nested stack beside their functions: one per job
// (the queue worker, the schedules, the feedback subscriber) and the charge failure rate.
//
// A job fails in two ways the alarm adds up: its function's AWS/Lambda Errors (the run threw,
// timed out, or the bundle failed to start: no metric line of ours is written then) and the
// JobFailures it publishes itself (items of a run that failed: a pledge's charge, a Thon's lap
// units). Two metrics per alarm, each job's own: 7 jobs, 14 metrics.
import { backgroundJobs, type BackgroundJob, type JobName } from '@thon/functions/jobs/job-table';
import { businessMetrics, jobMetrics, metricDimensions } from '@thon/shared/observability/metric-catalog';
import { ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { fiveMinutes, thonAlarm, thonMetric } from './alarm-definition';
import type { ApiFunction } from './api-function';

/**
 * Failures in 5 minutes that page. A scheduled or topic job's run matters each time (1). A queue
 * worker's failed items are retried by SQS and a transient provider error heals on the next
 * receive; 5 in 5 minutes is not transient, and a message that never succeeds reaches the
 * dead-letter queue, alarmed on its own.
 */
export const jobFailureThreshold = (job: BackgroundJob): number => (job.trigger.kind === 'queue' ? 5 : 1);

/**
 * Charges failed, percent of charges settled in 5 minutes. Saved cards charged after the event
 * decline at roughly 5-10 % (expired, insufficient funds); a revoked key, a provider outage or a
 * bug fails nearly all. 25 % is well above the one and well below the other.
 */
export const chargeFailurePercent = 25;
/** ...once at least this many charges settled in those 5 minutes. */
export const chargeMinimumVolume = 20;

export class JobAlarms extends Construct {
  constructor(
    scope: Construct,
    id: string,
    props: { stage: StageSettings; functions: Readonly<Record<JobName, ApiFunction>> },
  ) {
    super(scope, id);
    const { stage } = props;
    for (const [name, job] of Object.entries(backgroundJobs) as [JobName, BackgroundJob][]) {
      const threshold = jobFailureThreshold(job);
      thonAlarm(this, `${name.charAt(0).toUpperCase()}${name.slice(1)}Failures`, {
        stage,
        runbook: 'job-failures',
        subject: name,
        meaning: `job ${name} (${job.description}) failed ${threshold === 1 ? 'at least once' : `${threshold} or more times`} in 5 minutes: Lambda errors of its function (threw, timed out, did not start) plus the items it reported failed.`,
        metric: new MathExpression({
          expression: 'FILL(errors, 0) + FILL(failures, 0)',
          usingMetrics: {
            errors: props.functions[name].function.metricErrors({ statistic: 'Sum', period: fiveMinutes }),
            failures: thonMetric(
              stage,
              jobMetrics.failures,
              { [metricDimensions.job]: name },
              {
                statistic: 'Sum',
                period: fiveMinutes,
              },
            ),
          },
          label: `${name} failures`,
          period: fiveMinutes,
        }),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        // No run, no failure (a schedule that stops is seen on the dashboard's job runs).
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }

    const charges = (metricName: string) =>
      thonMetric(stage, metricName, {}, { statistic: 'Sum', period: fiveMinutes });
    thonAlarm(this, 'ChargeFailureRate', {
      stage,
      runbook: 'charge-failure-rate',
      meaning: `more than ${chargeFailurePercent} % of the pledge charges settled in 5 minutes failed (at least ${chargeMinimumVolume} charges; cards normally decline 5-10 %): the provider key, the provider, or our charge code.`,
      metric: new MathExpression({
        expression: `IF(FILL(succeeded, 0) + FILL(failed, 0) >= ${chargeMinimumVolume}, 100 * FILL(failed, 0) / (FILL(succeeded, 0) + FILL(failed, 0)), 0)`,
        usingMetrics: {
          succeeded: charges(businessMetrics.chargesSucceeded),
          failed: charges(businessMetrics.chargesFailed),
        },
        label: 'Charges failed (%)',
        period: fiveMinutes,
      }),
      threshold: chargeFailurePercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
