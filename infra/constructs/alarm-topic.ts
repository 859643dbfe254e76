// The stage's alarm topic: every Thon alarm notifies it, and it emails the address in context
// `alarmEmail` (the stage file's alarm email). It lives in ThonEdge, the first stack deployed, so
// it exists before any alarm of ThonData or ThonApi names it; the whole app is in us-east-1 (the
// CloudFront WAF's region), where CloudFront's and WAF's metrics are too, and an alarm may only
// notify a topic of its own region.
//
// The other stacks (nested ones included) name the topic by its deterministic ARN
// (alarmTopicIn), not by a reference: no export couples the stacks, and no nested stack gets a
// parameter per alarm.
//
// Encrypted with a customer managed key of its own (cdk-nag SNS2): CloudWatch cannot publish to a
// topic encrypted with the AWS managed SNS key, so the key policy lets CloudWatch make a data key,
// only for this account's Thon alarms of this stage (confused deputy). TLS-only (SNS3).
import { ArnFormat, CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';
import { contextReader } from '../lib/context-settings';
import type { StageSettings } from '../lib/stage';

/** The CDK context key holding the address alarms are emailed to (the stage file's alarmEmail). */
export const alarmEmailContextKey = 'alarmEmail';

/** The topic's name, the same in every stack that names it. */
export const alarmTopicName = (stage: StageSettings): string => `thon-${stage.name}-alarms`;

/** Every Thon alarm's name starts with this (the key and topic policies allow only these). */
export const alarmNamePrefix = (stage: StageSettings): string => `thon-${stage.name}-`;

/** The topic of each stack that holds it: its own alarms refer to it (CloudFormation creates it first). */
const topicsByStack = new WeakMap<Stack, Topic>();

/** The topic for an alarm in `scope`'s stack: the topic itself there, else by its deterministic ARN. */
export function alarmTopicIn(scope: IConstruct, stage: StageSettings): ITopic {
  const stack = Stack.of(scope);
  const own = topicsByStack.get(stack);
  if (own) return own;
  const id = 'AlarmTopicByName';
  const existing = stack.node.tryFindChild(id);
  if (existing) return existing as ITopic;
  return Topic.fromTopicArn(stack, id, stack.formatArn({ service: 'sns', resource: alarmTopicName(stage) }));
}

export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly key: Key;
  /** The subscribed address, if context alarmEmail gave one. */
  readonly email: string | undefined;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    const { stage } = props;
    const stack = Stack.of(this);
    this.email = contextReader(this)(alarmEmailContextKey);
    if (this.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(this.email)) {
      throw new Error(
        `-c ${alarmEmailContextKey} must be an email address, not ${JSON.stringify(this.email)}`,
      );
    }
    const fromThonAlarms = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: {
        'aws:SourceArn': stack.formatArn({
          service: 'cloudwatch',
          resource: 'alarm',
          resourceName: `${alarmNamePrefix(stage)}*`,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      },
    };
    this.key = new Key(this, 'Key', {
      description: `Thon ${stage.name}: encrypts the alarm notifications topic`,
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowThonAlarmsToPublishToTheEncryptedTopic',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: fromThonAlarms,
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      topicName: alarmTopicName(stage),
      displayName: `Thon ${stage.name} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowThonAlarmsToPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromThonAlarms,
      }),
    );
    topicsByStack.set(stack, this.topic);
    if (this.email) this.topic.addSubscription(new EmailSubscription(this.email));
    // SNS topics have no description: the output says where alarms go, or that nobody hears them.
    new CfnOutput(stack, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: this.email
        ? `Thon ${stage.name} alarms, emailed to ${this.email} (confirm the subscription from that inbox)`
        : `Thon ${stage.name} alarms: NO subscription (context ${alarmEmailContextKey} not given: dev/tests); subscribe someone before relying on alarms`,
    });
  }
}
