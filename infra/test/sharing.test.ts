// CDK assertions on sharing: the hourly reminder schedule, the SES configuration set
// whose bounces and complaints reach the feedback function through an encrypted topic, and the
// grant-scoped environment of email and SMS senders.
import { environmentNames } from '@thon/functions/platform/environment-names';
import { routeList } from '@thon/shared/api/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { backgroundJobList, backgroundJobs } from '@thon/functions/jobs/job-table';
import { roleOf, roleStatements } from './support/role-statements';
import { synthDevStack, type SynthResource } from './support/synth-dev-stack';

type Resource = SynthResource;

function synth(context: Record<string, unknown> = {}) {
  const { template, resources } = synthDevStack(context);
  const idsOf = (predicate: (resource: Resource) => boolean) =>
    Object.entries(resources)
      .filter(([, resource]) => predicate(resource))
      .map(([id]) => id);
  const idOf = (predicate: (resource: Resource) => boolean): string => {
    const found = idsOf(predicate);
    expect(found).toHaveLength(1);
    return found[0] ?? '';
  };
  const functionOf = (handler: string) =>
    idOf((r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.Thon?.Handler === handler);
  const variables = (id: string) =>
    (resources[id]?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
      ?.Variables ?? {};
  /** Every statement of the policies attached to the role of this function. */
  const statementsOf = (functionId: string) => roleStatements(resources, roleOf(resources[functionId]) ?? '');
  return { template, resources, idsOf, idOf, functionOf, variables, statementsOf };
}

const dev = synth();
const configurationSetId = dev.idOf((r) => r.Type === 'AWS::SES::ConfigurationSet');
// The SES feedback topic (the alarm topic, infra/test/alarms.test.ts, is the stack's other one).
const topicId = dev.idOf(
  (r) => r.Type === 'AWS::SNS::Topic' && String(r.Properties.DisplayName).includes('bounces and complaints'),
);
const reminderId = dev.functionOf(backgroundJobs.sendShareReminders.handler);
const feedbackId = dev.functionOf(backgroundJobs.emailFeedback.handler);
const routeFunctionOf = (name: string) =>
  dev.idOf((r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.Thon?.Route === name);
const emailRoutes = routeList.filter((route) => route.uses?.includes('email'));
const smsRoutes = routeList.filter((route) => route.uses?.includes('sms'));

describe('sharing infrastructure', () => {
  it('has both sharing workers among the background functions, with their kinds', () => {
    const handlers = backgroundJobList.map((worker) => worker.handler);
    expect(handlers).toEqual(
      expect.arrayContaining(['workers/send-share-reminders', 'workers/email-feedback']),
    );
    expect(dev.resources[reminderId]?.Metadata?.Thon?.Kind).toBe('scheduled');
    expect(dev.resources[feedbackId]?.Metadata?.Thon?.Kind).toBe('feedback');
  });

  it('runs the reminder job every hour through EventBridge Scheduler, with its own role and no retries', () => {
    dev.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [reminderId, 'Arn'] },
        RoleArn: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^BackgroundJobsSendShareRemindersScheduleRole'), 'Arn'],
        },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 0 }),
      }),
    });
    const scheduleRole = dev.idOf(
      (r) =>
        r.Type === 'AWS::IAM::Role' &&
        JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com') &&
        (r.Properties.Description as string).includes('share reminder'),
    );
    const invokes = roleStatements(dev.resources, scheduleRole);
    expect(JSON.stringify(invokes.map((statement) => statement.Resource))).not.toContain(feedbackId);
    expect(JSON.stringify(invokes.map((statement) => statement.Resource))).toContain(reminderId);
  });

  it('publishes bounces and complaints of the configuration set to an encrypted, SSL-only topic', () => {
    dev.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      }),
    });
    const keyId = (dev.resources[topicId]?.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    expect(dev.resources[keyId]?.Properties).toMatchObject({ EnableKeyRotation: true });
    // SES may encrypt for the topic.
    expect(JSON.stringify(dev.resources[keyId]?.Properties.KeyPolicy)).toContain('ses.amazonaws.com');
    const topicPolicy = dev.idOf(
      (r) =>
        r.Type === 'AWS::SNS::TopicPolicy' &&
        (r.Properties.Topics as { Ref?: string }[]).some((topic) => topic.Ref === topicId),
    );
    const statements = (
      dev.resources[topicPolicy]?.Properties.PolicyDocument as {
        Statement: { Effect: string; Principal: unknown; Condition?: unknown; Action: unknown }[];
      }
    ).Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        expect.objectContaining({
          Effect: 'Allow',
          Action: 'sns:Publish',
          Principal: { Service: 'ses.amazonaws.com' },
        }),
      ]),
    );
  });

  it('subscribes the feedback function (and nothing else) to the topic', () => {
    dev.template.resourceCountIs('AWS::SNS::Subscription', 1);
    dev.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [feedbackId, 'Arn'] },
    });
    dev.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [feedbackId, 'Arn'] },
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: topicId },
    });
  });

  it('gives the sharing workers their grants: the reminders email and read the id key, the feedback writes only', () => {
    const actions = (id: string) => dev.statementsOf(id).flatMap((statement) => [statement.Action].flat());
    expect(actions(reminderId)).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'ses:SendRawEmail',
        'ses:SendEmail',
        'secretsmanager:GetSecretValue',
      ]),
    );
    expect(actions(feedbackId)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(
      actions(feedbackId).filter(
        (action) =>
          !action.startsWith('dynamodb:') && !action.startsWith('logs:') && !action.startsWith('xray:'),
      ),
    ).toEqual([]);
  });

  it('lets email senders send with the configuration set, and names it only in their environment', () => {
    expect(emailRoutes.length).toBeGreaterThan(0);
    const senders = [
      ...backgroundJobList
        .filter((worker) => (worker.uses as readonly string[]).includes('email'))
        .map((worker) => dev.functionOf(worker.handler)),
      ...emailRoutes.map((route) => routeFunctionOf(route.name)),
    ];
    expect(senders).toContain(reminderId);
    for (const id of senders) {
      expect(dev.variables(id)[environmentNames.emailConfigurationSet], id).toEqual({
        Ref: configurationSetId,
      });
      const resources = dev
        .statementsOf(id)
        .filter((statement) => [statement.Action].flat().includes('ses:SendRawEmail'))
        .map((statement) => JSON.stringify(statement.Resource));
      expect(
        resources.some((resource) => resource.includes(':configuration-set/')),
        id,
      ).toBe(true);
      expect(
        resources.some((resource) => resource.includes(configurationSetId)),
        id,
      ).toBe(true);
      expect(
        resources.some((resource) => resource.includes('identity/')),
        id,
      ).toBe(true);
    }
    const withSet = dev
      .idsOf((r) => r.Type === 'AWS::Lambda::Function')
      .filter((id) => dev.variables(id)[environmentNames.emailConfigurationSet] !== undefined);
    expect(withSet.sort()).toEqual([...senders].sort());
  });

  it('lets SMS senders check the opt-out list and gives them the sender id (Thon unless -c smsSenderId)', () => {
    expect(smsRoutes.length).toBeGreaterThan(0);
    const senders = smsRoutes.map((route) => routeFunctionOf(route.name));
    for (const id of senders) {
      expect(dev.variables(id)[environmentNames.smsSenderId]).toBe('Thon');
      const sms = dev.statementsOf(id).find((statement) => [statement.Action].flat().includes('sns:Publish'));
      // CDK merges statements on the same resource: X-Ray's writes (also on *) may share this one.
      expect(
        [sms?.Action]
          .flat()
          .filter((action) => !String(action).startsWith('xray:'))
          .sort(),
      ).toEqual(['sns:CheckIfPhoneNumberIsOptedOut', 'sns:Publish']);
      expect(sms?.Resource).toBe('*');
    }
    const withSenderId = dev
      .idsOf((r) => r.Type === 'AWS::Lambda::Function')
      .filter((id) => dev.variables(id)[environmentNames.smsSenderId] !== undefined);
    expect(withSenderId.sort()).toEqual([...senders].sort());

    const custom = synth({ smsSenderId: 'LincolnPTA' });
    const customSender = custom.idOf(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.Thon?.Route === smsRoutes[0]?.name,
    );
    expect(custom.variables(customSender)[environmentNames.smsSenderId]).toBe('LincolnPTA');
  });
});
