// CDK assertions on the invalidation retry queue: encrypted, TLS only, its messages to the
// (alarmed) background dead-letter queue after 8 receives; the retry worker's event source with
// partial batch responses; 'cdn' functions may send to it and get its URL, the worker consumes it.
import { Match } from 'aws-cdk-lib/assertions';
import { routeList } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '@thon/functions/jobs/job-table';
import { invalidationMaxReceiveCount } from '../constructs/invalidation-queue';
import { createThonApp } from '../lib/thon-app';
import { roleStatements } from './support/role-statements';
import { thonTemplate } from './support/thon-template';

const { app } = createThonApp({ context: { 'aws:cdk:bundling-stacks': [], stage: 'dev' } });
const template = thonTemplate(app);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown>; Metadata?: { Thon?: Record<string, string> } }
>;
const only = (found: string[]) => {
  expect(found).toHaveLength(1);
  return found[0] ?? '';
};
const idsWhere = (predicate: (id: string, resource: (typeof resources)[string]) => boolean) =>
  Object.entries(resources)
    .filter(([id, resource]) => predicate(id, resource))
    .map(([id]) => id);
const queueId = only(
  idsWhere((id, r) => r.Type === 'AWS::SQS::Queue' && id.startsWith('InvalidationRetries')),
);
const pledgeDeadLetterId = only(
  idsWhere((id, r) => r.Type === 'AWS::SQS::Queue' && id.startsWith('PledgeChargesDeadLetters')),
);
const workerId = only(
  idsWhere(
    (_id, r) =>
      r.Type === 'AWS::Lambda::Function' &&
      r.Metadata?.Thon?.Handler === backgroundJobs.retryInvalidations.handler,
  ),
);
const roleOf = (functionId: string) =>
  (resources[functionId]?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const mayOnQueue = (roleId: string, action: string) =>
  roleStatements(resources, roleId).some(
    (statement) =>
      [statement.Action].flat().includes(action) && JSON.stringify(statement.Resource).includes(queueId),
  );

describe('invalidation retries', () => {
  it('queue: encrypted, TLS only, to the alarmed dead-letter queue after 8 receives', () => {
    expect(resources[queueId]?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [pledgeDeadLetterId, 'Arn'] },
        maxReceiveCount: invalidationMaxReceiveCount,
      },
    });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [pledgeDeadLetterId, 'QueueName'] } }],
      Threshold: 0,
      AlarmDescription: Match.stringLikeRegexp('CloudFront invalidations'),
    });
  });

  it('worker: fed by the queue with partial batch responses', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: backgroundJobs.retryInvalidations.trigger.maxConcurrency },
    });
    expect(mayOnQueue(roleOf(workerId), 'sqs:ChangeMessageVisibility')).toBe(true);
    expect(mayOnQueue(roleOf(workerId), 'sqs:DeleteMessage')).toBe(true);
  });

  it("lets every 'cdn' route send to the queue, with its URL; no other route", () => {
    const routeFunctions = idsWhere(
      (_id, r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.Thon?.Route !== undefined,
    );
    expect(routeFunctions.length).toBeGreaterThan(0);
    for (const functionId of routeFunctions) {
      const route = routeList.find((entry) => entry.name === resources[functionId]?.Metadata?.Thon?.Route);
      const cdn = route?.uses?.includes('cdn') === true;
      const variables = (
        resources[functionId]?.Properties.Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(mayOnQueue(roleOf(functionId), 'sqs:SendMessage'), route?.name).toBe(cdn);
      expect('INVALIDATION_QUEUE_URL' in variables, route?.name).toBe(cdn);
    }
  });
});
