// The stage's event-day dashboard (`Thon-<stage>-event-day`): what happens (pledges, charges,
// invitations, laps), whether the API copes (faults, client errors, latency per area) and whether
// the background keeps up (queues, dead letters, job runs and failures). One resource, in ThonData
// beside the queues it reads (no cross-stack reference); the functions' metrics are read by name.
import { pledgeKinds } from '@thon/shared/api/schemas/pledges';
import {
  businessMetrics,
  jobMetrics,
  metricDimensions,
  routeMetrics,
} from '@thon/shared/observability/metric-catalog';
import { Duration } from 'aws-cdk-lib';
import { Dashboard, GraphWidget, type IMetric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { thonMetric } from './alarm-definition';

/** The dashboard's name for a stage. */
export const eventDayDashboardName = (stage: StageSettings): string => `Thon-${stage.name}-event-day`;

/** The invitation channels (InvitationsSent's dimension Channel). */
export const invitationChannels = ['email', 'sms'] as const;

export interface EventDayDashboardProps {
  readonly stage: StageSettings;
  /** The route areas (the Area dimension's values). */
  readonly areas: readonly string[];
  /** The background jobs (the Job dimension's values). */
  readonly jobs: readonly string[];
  readonly pledgeQueue: IQueue;
  readonly invalidationQueue: IQueue;
  readonly deadLetters: IQueue;
}

const minute = Duration.minutes(1);
const fiveMinutes = Duration.minutes(5);

export class EventDayDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: EventDayDashboardProps) {
    super(scope, id);
    const { stage, areas, jobs } = props;
    const metric = (
      name: string,
      dimensions: Record<string, string>,
      statistic: string,
      period: Duration,
      label: string,
    ) => thonMetric(stage, name, dimensions, { statistic, period }).with({ label });
    const perMinute = (name: string, dimensions: Record<string, string> = {}, label = name) =>
      metric(name, dimensions, 'Sum', minute, label);
    const byArea = (name: string, statistic: string) =>
      areas.map((area) => metric(name, { [metricDimensions.area]: area }, statistic, fiveMinutes, area));
    const byJob = (name: string) =>
      jobs.map((job) => metric(name, { [metricDimensions.job]: job }, 'Sum', fiveMinutes, job));
    const graph = (title: string, left: IMetric[], unit?: string) =>
      new GraphWidget({
        title,
        left,
        width: 12,
        height: 6,
        ...(unit ? { leftYAxis: { label: unit, showUnits: false } } : {}),
      });

    const widgets: IWidget[][] = [
      [
        graph(
          'Pledges per minute (by kind)',
          pledgeKinds.map((kind) =>
            perMinute(businessMetrics.pledgesCreated, { [metricDimensions.kind]: kind }, kind),
          ),
        ),
        graph('Charges per minute', [
          perMinute(businessMetrics.chargesSucceeded, {}, 'succeeded'),
          perMinute(businessMetrics.chargesFailed, {}, 'failed'),
          perMinute(businessMetrics.chargesRequiringAction, {}, 'requiring action'),
        ]),
      ],
      [
        graph('Invitations per minute', [
          ...invitationChannels.map((channel) =>
            perMinute(
              businessMetrics.invitationsSent,
              { [metricDimensions.channel]: channel },
              `sent by ${channel}`,
            ),
          ),
          perMinute(businessMetrics.emailsBounced, {}, 'bounced'),
          perMinute(businessMetrics.emailsComplained, {}, 'complained'),
        ]),
        graph('Laps counted per minute', [perMinute(businessMetrics.lapsCounted, {}, 'laps')]),
      ],
      [
        graph('API faults (5xx) by area', byArea(routeMetrics.faults, 'Sum')),
        graph('API client errors (4xx) by area', byArea(routeMetrics.clientErrors, 'Sum')),
      ],
      [
        graph('Latency p50 by area (ms)', byArea(routeMetrics.duration, 'p50'), 'ms'),
        graph('Latency p99 by area (ms)', byArea(routeMetrics.duration, 'p99'), 'ms'),
      ],
      [
        graph(
          'Queues: oldest message (s)',
          [
            props.pledgeQueue
              .metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: minute })
              .with({ label: 'pledge charges' }),
            props.invalidationQueue
              .metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: minute })
              .with({ label: 'invalidation retries' }),
          ],
          's',
        ),
        graph('Dead-letter queue depth', [
          props.deadLetters
            .metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: minute })
            .with({ label: 'dead letters' }),
        ]),
      ],
      [graph('Job failures', byJob(jobMetrics.failures)), graph('Job runs', byJob(jobMetrics.runs))],
    ];
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: eventDayDashboardName(stage),
      // Event day is a few hours: the last 3 hours, refreshed by the console.
      defaultInterval: Duration.hours(3),
      widgets,
    });
  }
}
