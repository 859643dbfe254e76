// The event-day dashboard of the dev stage pinned: its name, and each widget's title and metrics
// (namespace, name, dimensions, statistic, period), in order.
import { backgroundJobs } from '@thon/functions/jobs/job-table';
import { routeAreas } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { dashboardWidgets } from './support/alarm-views';
import { synthDevStack } from './support/synth-dev-stack';

// The route areas and the authorizer's own.
const areas = [...Object.keys(routeAreas), 'authorizer'];
const jobs = Object.keys(backgroundJobs);
const emf = (name: string, dimensions: string, stat: string, period: number) =>
  `Thon/dev ${name} ${dimensions} ${stat} ${period}`;

describe('event-day dashboard (dev)', () => {
  const { resources } = synthDevStack();
  const widgets = dashboardWidgets(resources, 'Thon-dev-event-day');

  it('is the one dashboard of the stage', () => {
    expect(
      Object.values(resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Dashboard'),
    ).toHaveLength(1);
  });

  it('shows, in order, the widgets an operator reads on event day', () => {
    expect(widgets).toEqual([
      {
        title: 'Pledges per minute (by kind)',
        metrics: ['PerUnit', 'Flat', 'Offline'].map((kind) =>
          emf('PledgesCreated', `Kind=${kind}`, 'Sum', 60),
        ),
      },
      {
        title: 'Charges per minute',
        metrics: ['ChargesSucceeded', 'ChargesFailed', 'ChargesRequiringAction'].map((name) =>
          emf(name, '', 'Sum', 60),
        ),
      },
      {
        title: 'Invitations per minute',
        metrics: [
          emf('InvitationsSent', 'Channel=email', 'Sum', 60),
          emf('InvitationsSent', 'Channel=sms', 'Sum', 60),
          emf('EmailsBounced', '', 'Sum', 60),
          emf('EmailsComplained', '', 'Sum', 60),
        ],
      },
      { title: 'Laps counted per minute', metrics: [emf('LapsCounted', '', 'Sum', 60)] },
      {
        title: 'API faults (5xx) by area',
        metrics: areas.map((area) => emf('Faults', `Area=${area}`, 'Sum', 300)),
      },
      {
        title: 'API client errors (4xx) by area',
        metrics: areas.map((area) => emf('ClientErrors', `Area=${area}`, 'Sum', 300)),
      },
      {
        title: 'Latency p50 by area (ms)',
        metrics: areas.map((area) => emf('Duration', `Area=${area}`, 'p50', 300)),
      },
      {
        title: 'Latency p99 by area (ms)',
        metrics: areas.map((area) => emf('Duration', `Area=${area}`, 'p99', 300)),
      },
      {
        title: 'Queues: oldest message (s)',
        metrics: [
          'AWS/SQS ApproximateAgeOfOldestMessage QueueName=queue:PledgeChargesQueue Maximum 60',
          'AWS/SQS ApproximateAgeOfOldestMessage QueueName=queue:InvalidationRetriesQueue Maximum 60',
        ],
      },
      {
        title: 'Dead-letter queue depth',
        metrics: [
          'AWS/SQS ApproximateNumberOfMessagesVisible QueueName=queue:PledgeChargesDeadLetters Maximum 60',
        ],
      },
      { title: 'Job failures', metrics: jobs.map((job) => emf('JobFailures', `Job=${job}`, 'Sum', 300)) },
      { title: 'Job runs', metrics: jobs.map((job) => emf('JobRuns', `Job=${job}`, 'Sum', 300)) },
    ]);
  });
});
