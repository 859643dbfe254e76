// SES delivery feedback: every email the functions send names this configuration set
// (EMAIL_CONFIGURATION_SET, set on the functions granted 'email'), whose event destination publishes
// bounces and complaints to an SNS topic; the feedback function (infra/constructs/share-workers.ts)
// subscribes to it, marks the recipient and suppresses later sends.
//
// The topic is encrypted with a customer managed key of its own: SES cannot publish to a topic
// encrypted with the AWS managed SNS key, and the key policy must let SES encrypt (cdk-nag SNS2).
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

/** The delivery events the feedback function receives. */
export const feedbackEvents = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT] as const;

export class EmailDelivery extends Construct {
  readonly configurationSet: ConfigurationSet;
  /** ARN of the configuration set: SES checks sending rights on it as well as on the identity. */
  readonly configurationSetArn: string;
  readonly feedbackTopic: Topic;
  readonly feedbackKey: Key;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    const stack = Stack.of(this);
    this.feedbackKey = new Key(this, 'FeedbackKey', {
      description: `Thon ${props.stage.name}: encrypts the SES bounce and complaint notifications topic`,
      enableKeyRotation: true,
      removalPolicy: props.stage.removalPolicy,
    });
    // SES publishes to the encrypted topic, so it must be able to make a data key. Only on behalf
    // of this account: SES serves every AWS account, and without the condition another account's
    // SES (its configuration set pointed at our topic) could use the key too (confused deputy).
    this.feedbackKey.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowSesToPublishToTheEncryptedTopic',
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    this.feedbackTopic = new Topic(this, 'FeedbackTopic', {
      displayName: `Thon ${props.stage.name} email bounces and complaints`,
      masterKey: this.feedbackKey,
      enforceSSL: true,
    });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // Send rate, bounces and complaints in CloudWatch per configuration set.
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [...feedbackEvents],
    });
    this.configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }
}
