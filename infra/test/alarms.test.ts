// Every alarm of the dev stage pinned: its metric (namespace, name, dimensions, statistic, period)
// or math expression, threshold, evaluation, missing-data treatment, and the stage's alarm topic
// as its ALARM and OK action; no alarm more, none less. The topic: encrypted with a key CloudWatch
// may use for this stage's alarms only, TLS-only, and emailing context alarmEmail when given.
// Every alarm has its runbook line in docs/operations.md (section Alarms), and every line an alarm.
import { backgroundJobs } from '@thon/functions/jobs/job-table';
import { routeAreas } from '@thon/shared/api/routes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten } from '../constructs/nag-reference';
import { repositoryRoot } from '../lib/repository';
import { alarmViews, type AlarmView, type MetricView } from './support/alarm-views';
import { synthDevStack } from './support/synth-dev-stack';

const topicArn = 'arn:<AWS::Partition>:sns:<AWS::Region>:<AWS::AccountId>:thon-dev-alarms';
const five = 300;

type Pinned = Omit<AlarmView, 'name' | 'description' | 'alarmActions' | 'okActions'>;

const metric = (
  namespace: string,
  name: string,
  dimensions: Record<string, string>,
  stat: string,
  period = five,
): MetricView => ({ namespace, name, dimensions, stat, period });
const emf = (name: string, dimensions: Record<string, string>, stat: string) =>
  metric('Thon/dev', name, dimensions, stat);
const lambda = (name: string, handler: string) =>
  metric('AWS/Lambda', name, { FunctionName: `function:${handler}` }, 'Sum');
const above = 'GreaterThanThreshold';
const atLeast = 'GreaterThanOrEqualToThreshold';

/** The alarms the dev stage must have, by name, exactly. */
function expectedAlarms(): Record<string, Pinned> {
  const alarms: Record<string, Pinned> = {};
  for (const area of Object.keys(routeAreas)) {
    alarms[`thon-dev-api-5xx-rate-${area}`] = {
      metrics: {
        part: emf('Faults', { Area: area }, 'Sum'),
        whole: emf('Requests', { Area: area }, 'Sum'),
      },
      expression: 'IF(FILL(whole, 0) >= 20, 100 * FILL(part, 0) / FILL(whole, 0), 0)',
      threshold: 5,
      comparison: above,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    };
    alarms[`thon-dev-api-p99-latency-${area}`] = {
      metrics: {
        p99: emf('Duration', { Area: area }, 'p99'),
        requests: emf('Requests', { Area: area }, 'Sum'),
      },
      expression: 'IF(FILL(requests, 0) >= 100, p99, 0)',
      threshold: 3000,
      comparison: above,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      missingData: 'notBreaching',
    };
  }
  for (const [name, job] of Object.entries(backgroundJobs)) {
    alarms[`thon-dev-job-failures-${name}`] = {
      metrics: {
        errors: lambda('Errors', job.handler),
        failures: emf('JobFailures', { Job: name }, 'Sum'),
      },
      expression: 'FILL(errors, 0) + FILL(failures, 0)',
      threshold: job.trigger.kind === 'queue' ? 5 : 1,
      comparison: atLeast,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    };
  }
  const single = (m: MetricView, rest: Omit<Pinned, 'metrics'>): Pinned => ({ metrics: { m }, ...rest });
  return {
    ...alarms,
    'thon-dev-charge-failure-rate': {
      metrics: {
        succeeded: emf('ChargesSucceeded', {}, 'Sum'),
        failed: emf('ChargesFailed', {}, 'Sum'),
      },
      expression:
        'IF(FILL(succeeded, 0) + FILL(failed, 0) >= 20, 100 * FILL(failed, 0) / (FILL(succeeded, 0) + FILL(failed, 0)), 0)',
      threshold: 25,
      comparison: above,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    },
    'thon-dev-api-gateway-5xx': {
      metrics: {
        part: metric('AWS/ApiGateway', '5xx', { ApiId: 'http-api' }, 'Sum'),
        whole: metric('AWS/ApiGateway', 'Count', { ApiId: 'http-api' }, 'SampleCount'),
      },
      expression: 'IF(FILL(whole, 0) >= 20, 100 * FILL(part, 0) / FILL(whole, 0), 0)',
      threshold: 5,
      comparison: above,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    },
    'thon-dev-authorizer-errors': single(lambda('Errors', 'auth/authorize'), {
      threshold: 5,
      comparison: atLeast,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    }),
    'thon-dev-authorizer-throttles': single(lambda('Throttles', 'auth/authorize'), {
      threshold: 10,
      comparison: atLeast,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    }),
    'thon-dev-pledge-queue-age': single(
      metric(
        'AWS/SQS',
        'ApproximateAgeOfOldestMessage',
        { QueueName: 'queue:PledgeChargesQueue' },
        'Maximum',
      ),
      { threshold: 2700, comparison: above, evaluationPeriods: 1, missingData: 'notBreaching' },
    ),
    'thon-dev-invalidation-queue-age': single(
      metric(
        'AWS/SQS',
        'ApproximateAgeOfOldestMessage',
        { QueueName: 'queue:InvalidationRetriesQueue' },
        'Maximum',
      ),
      { threshold: 1800, comparison: above, evaluationPeriods: 1, missingData: 'notBreaching' },
    ),
    'thon-dev-dead-letters': single(
      metric(
        'AWS/SQS',
        'ApproximateNumberOfMessagesVisible',
        { QueueName: 'queue:PledgeChargesDeadLetters' },
        'Maximum',
      ),
      { threshold: 0, comparison: above, evaluationPeriods: 1, missingData: 'notBreaching' },
    ),
    'thon-dev-dynamodb-throttles': {
      metrics: Object.fromEntries(
        [undefined, 'gsi1', 'gsi2', 'gsi3', 'gsi4']
          .flatMap((index) =>
            ['ReadThrottleEvents', 'WriteThrottleEvents'].map((name) => [index, name] as const),
          )
          .map(([index, name], position) => [
            `t${position}`,
            metric(
              'AWS/DynamoDB',
              name,
              { TableName: 'table:thon-dev', ...(index ? { GlobalSecondaryIndexName: index } : {}) },
              'Sum',
            ),
          ]),
      ),
      expression: Array.from({ length: 10 }, (_, position) => `FILL(t${position}, 0)`).join(' + '),
      threshold: 10,
      comparison: above,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    },
    'thon-dev-ses-bounce-rate': single(metric('AWS/SES', 'Reputation.BounceRate', {}, 'Maximum', 3600), {
      threshold: 0.04,
      comparison: above,
      evaluationPeriods: 1,
      missingData: 'ignore',
    }),
    'thon-dev-ses-complaint-rate': single(
      metric('AWS/SES', 'Reputation.ComplaintRate', {}, 'Maximum', 3600),
      {
        threshold: 0.0008,
        comparison: above,
        evaluationPeriods: 1,
        missingData: 'ignore',
      },
    ),
    'thon-dev-sms-spend': single(metric('AWS/SNS', 'SMSMonthToDateSpentUSD', {}, 'Maximum'), {
      threshold: 0.8,
      comparison: atLeast,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    }),
    'thon-dev-cloudfront-5xx-rate': {
      metrics: {
        rate: metric(
          'AWS/CloudFront',
          '5xxErrorRate',
          { DistributionId: 'distribution', Region: 'Global' },
          'Average',
        ),
        requests: metric(
          'AWS/CloudFront',
          'Requests',
          { DistributionId: 'distribution', Region: 'Global' },
          'Sum',
        ),
      },
      expression: 'IF(FILL(requests, 0) >= 100, rate, 0)',
      threshold: 5,
      comparison: above,
      evaluationPeriods: 1,
      missingData: 'notBreaching',
    },
    'thon-dev-waf-blocked-spike': single(
      metric('AWS/WAFV2', 'BlockedRequests', { WebACL: 'thon-dev-web-acl', Rule: 'ALL' }, 'Sum'),
      { threshold: 1000, comparison: above, evaluationPeriods: 1, missingData: 'notBreaching' },
    ),
  };
}

/** The Alarms section of docs/operations.md: its lines `- **<runbook id>**: …`. */
function runbookLines(): Map<string, string> {
  const text = readFileSync(join(repositoryRoot, 'docs', 'operations.md'), 'utf8');
  const section = /^## Alarms\n([\s\S]*?)(?=^## |(?![\s\S]))/mu.exec(text)?.[1] ?? '';
  const lines = new Map<string, string>();
  for (const match of section.matchAll(/^- \*\*`([a-z0-9-]+)`\*\*:? (.+)$/gmu)) {
    if (match[1] && match[2]) lines.set(match[1], match[2]);
  }
  return lines;
}

/** An alarm's runbook id: the `[id]` its description starts with. */
const runbookIdOf = (alarm: AlarmView) => /^\[([a-z0-9-]+)\]/u.exec(alarm.description)?.[1];

describe('alarms (dev, with an alarm email)', () => {
  const { resources } = synthDevStack({ alarmEmail: 'oncall@thon.school' });
  const alarms = alarmViews(resources);
  const expected = expectedAlarms();

  it('has exactly the pinned alarms', () => {
    expect(alarms.map((alarm) => alarm.name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s watches what it is pinned to', (name, pinned) => {
    const alarm = alarms.find((candidate) => candidate.name === name);
    const {
      description: _description,
      alarmActions: _actions,
      okActions: _ok,
      name: _name,
      ...watched
    } = alarm ?? ({} as AlarmView);
    expect(watched).toEqual(pinned);
  });

  it('notifies the alarm topic when an alarm goes off and when it clears', () => {
    // ThonEdge's own alarms refer to the topic (<TopicId>); the other stacks name it by its ARN.
    const topicId = Object.entries(resources).find(
      ([, resource]) =>
        resource.Type === 'AWS::SNS::Topic' && resource.Properties.TopicName === 'thon-dev-alarms',
    )?.[0];
    const asArn = (action: string) => (action === `<${topicId}>` ? topicArn : action);
    for (const alarm of alarms) {
      expect(alarm.alarmActions.map(asArn), alarm.name).toEqual([topicArn]);
      expect(alarm.okActions.map(asArn), alarm.name).toEqual([topicArn]);
    }
  });

  it('names the topic the alarms notify, encrypted with a key CloudWatch may use for these alarms only, TLS only', () => {
    const topics = Object.entries(resources).filter(
      ([, resource]) =>
        resource.Type === 'AWS::SNS::Topic' && resource.Properties.TopicName === 'thon-dev-alarms',
    );
    expect(topics).toHaveLength(1);
    const [topicId, topic] = topics[0] ?? [];
    const keyId = (topic?.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const keyStatements = (resources[keyId]?.Properties.KeyPolicy as { Statement: Record<string, unknown>[] })
      .Statement;
    const fromTheseAlarms = {
      StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: {
        'aws:SourceArn': {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':cloudwatch:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              ':alarm:thon-dev-*',
            ],
          ],
        },
      },
    };
    expect(keyStatements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        Condition: fromTheseAlarms,
      }),
    );
    expect(resources[keyId]?.Properties.EnableKeyRotation).toBe(true);
    const policy = Object.values(resources).find(
      (resource) =>
        resource.Type === 'AWS::SNS::TopicPolicy' &&
        (resource.Properties.Topics as { Ref: string }[]).some((ref) => ref.Ref === topicId),
    );
    const statements = (policy?.Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: 'sns:Publish',
        Condition: fromTheseAlarms,
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'sns:Publish',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // The alarms name the topic by ARN; it is this topic's.
    expect(
      flatten({
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':sns:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':',
            topic?.Properties.TopicName,
          ],
        ],
      }),
    ).toBe(topicArn);
  });

  it('emails the address of context alarmEmail', () => {
    const subscriptions = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::SNS::Subscription',
    );
    expect(subscriptions.filter((subscription) => subscription.Properties.Protocol === 'email')).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({ Endpoint: 'oncall@thon.school', Protocol: 'email' }),
      }),
    ]);
  });

  it('describes each alarm with its runbook line, and docs/operations.md has a line for each', () => {
    const lines = runbookLines();
    for (const alarm of alarms) {
      const id = runbookIdOf(alarm);
      expect(id, `${alarm.name}: description starts with [runbook id]`).toBeDefined();
      expect(alarm.name.startsWith(`thon-dev-${id}`), alarm.name).toBe(true);
      expect(alarm.description, alarm.name).toContain(`Runbook: docs/operations.md, Alarms, line "${id}".`);
      expect(lines.has(id ?? ''), `docs/operations.md, Alarms: no line for ${id}`).toBe(true);
    }
    // ...and no line for an alarm that is gone.
    const ids = new Set(alarms.map(runbookIdOf));
    for (const id of lines.keys()) expect(ids.has(id), `runbook line ${id} has no alarm`).toBe(true);
  });
});

describe('alarms (dev, no alarm email)', () => {
  const { resources, template } = synthDevStack();

  it('subscribes nobody, and the topic output says so', () => {
    expect(
      Object.values(resources).filter(
        (resource) => resource.Type === 'AWS::SNS::Subscription' && resource.Properties.Protocol === 'email',
      ),
    ).toEqual([]);
    const outputs = template.findOutputs('AlarmTopicArn');
    expect(Object.values(outputs).map((output) => output.Description as string)).toEqual([
      expect.stringMatching(/NO subscription/u),
    ]);
  });

  it('refuses an alarm email that is not an address', () => {
    expect(() => synthDevStack({ alarmEmail: 'oncall' })).toThrow(/alarmEmail must be an email address/u);
  });
});
