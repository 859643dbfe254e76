// CDK assertions on pledge processing: the encrypted queue with its dead-letter queue
// after 5 receives and the alarm on it, the worker's event source (batch of 10, partial batch
// responses, maximum concurrency under Stripe's rate limit), and the sweeper's 15-minute schedule.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { pledgeMaxReceiveCount } from '../constructs/pledge-queue';
import { backgroundJobs } from '@thon/functions/jobs/job-table';
import { createThonApp } from '../lib/thon-app';
import { roleStatements } from './support/role-statements';
import { thonTemplate } from './support/thon-template';

const { app } = createThonApp({ context: { 'aws:cdk:bundling-stacks': [], stage: 'dev' } });
const template = thonTemplate(app);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown>; Metadata?: { Thon?: Record<string, string> } }
>;
const idOf = (predicate: (resource: (typeof resources)[string]) => boolean): string => {
  const found = Object.entries(resources).filter(([, resource]) => predicate(resource));
  expect(found).toHaveLength(1);
  return (found[0] as [string, unknown])[0];
};
// The invalidation retry queue shares the dead-letter queue (infra/constructs/invalidation-queue.ts).
const queues = Object.entries(resources).filter(
  ([id, resource]) => resource.Type === 'AWS::SQS::Queue' && id.startsWith('PledgeCharges'),
);
const mainQueueId = (() => {
  const found = queues.filter(([, r]) => r.Properties.RedrivePolicy !== undefined);
  expect(found).toHaveLength(1);
  return (found[0] as [string, unknown])[0];
})();
const deadLetterId = idOf((r) => r.Type === 'AWS::SQS::Queue' && r.Properties.RedrivePolicy === undefined);
const functionOf = (handler: string) =>
  idOf((r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.Thon?.Handler === handler);

describe('pledge processing', () => {
  it('has one encrypted queue whose messages go to an encrypted dead-letter queue after 5 receives', () => {
    expect(queues).toHaveLength(2);
    for (const [, queue] of queues) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    expect(resources[mainQueueId]?.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] },
      maxReceiveCount: pledgeMaxReceiveCount,
    });
    expect(pledgeMaxReceiveCount).toBe(5);
  });

  it("hides a received message for at least 6x the worker's timeout", () => {
    const worker = resources[functionOf(backgroundJobs.chargePledges.handler)];
    const timeout = worker?.Properties.Timeout as number;
    expect(timeout).toBe(backgroundJobs.chargePledges.timeoutSeconds);
    expect(resources[mainQueueId]?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
  });

  it('alarms as soon as the dead-letter queue holds a visible message', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
  });

  it('feeds the worker from the queue: batches of 10, partial batch failures, bounded concurrency', () => {
    // One event source reads the pledge queue (the other, the invalidation retry queue).
    expect(
      Object.values(resources).filter(
        (r) =>
          r.Type === 'AWS::Lambda::EventSourceMapping' &&
          JSON.stringify(r.Properties.EventSourceArn).includes(mainQueueId),
      ),
    ).toHaveLength(1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [mainQueueId, 'Arn'] },
      FunctionName: { Ref: functionOf(backgroundJobs.chargePledges.handler) },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: backgroundJobs.chargePledges.trigger.maxConcurrency },
    });
    // 10 invocations x 1 pledge at a time x ~2 requests stays far under Stripe's 100 writes/s.
    expect(backgroundJobs.chargePledges.trigger.maxConcurrency * 2).toBeLessThan(100);
  });

  it('runs the sweeper every 15 minutes through EventBridge Scheduler, with its own role', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [functionOf(backgroundJobs.sweepPledges.handler), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^BackgroundJobsSweepPledgesScheduleRole'), 'Arn'] },
      }),
    });
  });

  it('lets only pledge-queue functions send to the queue, and the worker consume it', () => {
    const roles = Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Role')
      .map(([id]) => id);
    const roleOf = (handler: string) =>
      (resources[functionOf(handler)]?.Properties.Role as { 'Fn::GetAtt': [string, string] })[
        'Fn::GetAtt'
      ][0];
    const rolesOf = (action: string) =>
      roles.filter((role) =>
        roleStatements(resources, role).some(
          (statement) =>
            [statement.Action].flat().includes(action) &&
            JSON.stringify(statement.Resource).includes(mainQueueId),
        ),
      );
    expect(rolesOf('sqs:SendMessage')).toContain(roleOf(backgroundJobs.sweepPledges.handler));
    expect(rolesOf('sqs:SendMessage')).not.toContain(roleOf(backgroundJobs.chargePledges.handler));
    expect(rolesOf('sqs:DeleteMessage')).toEqual([roleOf(backgroundJobs.chargePledges.handler)]);
  });
});
