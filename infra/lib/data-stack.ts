// ThonData: everything stateful — the table, the uploads bucket, the user pool and the session
// signing key, the secrets, the queues (with their dead-letter queue) and the SES configuration
// set, with their alarms and the event-day dashboard (it reads these queues). No route or function
// lives here, so an API change never touches (or replaces) data; in a stage that keeps data (prod)
// the stack has termination protection and its resources are retained.
import { backgroundJobs, queueJob } from '@thon/functions/jobs/job-table';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { ApiPlatform } from '../constructs/api-function';
import { jobTimeout } from '../constructs/background-jobs';
import { DataStore } from '../constructs/data-store';
import { EmailDelivery } from '../constructs/email-delivery';
import { IdKeySecret } from '../constructs/id-key-secret';
import { Identity } from '../constructs/identity';
import { InvalidationQueue } from '../constructs/invalidation-queue';
import { DataAlarms } from '../constructs/monitoring-data';
import { EventDayDashboard } from '../constructs/monitoring-dashboard';
import { OperatorSecret } from '../constructs/operator-secret';
import { PledgeQueue } from '../constructs/pledge-queue';
import { contextReader, defaultMailFrom, supportDesk } from './context-settings';
import type { StageSettings } from './stage';

export interface DataStackProps extends StackProps {
  readonly stage: StageSettings;
  /** The access-log bucket (edge stack) the uploads bucket logs to. */
  readonly accessLogs: IBucket;
}

export class ThonDataStack extends Stack {
  readonly data: DataStore;
  readonly identity: Identity;
  readonly idKey: ISecret;
  readonly facebookAppSecret: ISecret;
  readonly paymentProvider: ISecret;
  readonly paymentProviderTestMode: ISecret;
  readonly paymentWebhook: ISecret;
  readonly support: ApiPlatform['support'];
  readonly pledgeQueue: PledgeQueue;
  readonly invalidationQueue: InvalidationQueue;
  readonly emailDelivery: EmailDelivery;
  private readonly stage: StageSettings;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    const { stage, accessLogs, ...stackProps } = props;
    super(scope, id, {
      stackName: `thon-${stage.name}-data`,
      description: `Thon school fundraising platform (${stage.name}): stored data, identity, secrets, queues`,
      // Deleting this stack would delete data; a stage that keeps data must first lift the protection.
      terminationProtection: stage.isProd,
      ...stackProps,
    });
    const context = contextReader(this);
    this.stage = stage;
    this.data = new DataStore(this, 'Data', { stage, accessLogs });
    this.identity = new Identity(this, 'Identity', {
      stage,
      mailFrom: context('mailFrom') ?? defaultMailFrom,
    });
    this.idKey = new IdKeySecret(this, 'IdKey', { stage }).secret;
    // The app id is public (context facebookAppId); without one, Facebook sign-in is off.
    this.facebookAppSecret = new OperatorSecret(this, 'FacebookApp', {
      stage,
      holds: 'Facebook app secret',
      issuedBy: 'the Facebook developer console',
    }).secret;
    // Stripe's secret API key (restricted keys work too); the functions that charge read it.
    this.paymentProvider = new OperatorSecret(this, 'PaymentProvider', {
      stage,
      secretName: context('paymentProviderSecretName'),
      holds: 'payment provider secret API key',
      issuedBy: 'the Stripe dashboard',
    }).secret;
    // Stripe's test-mode secret key (sk_test_...): test Thons, rehearsals even in production, charge
    // through it; the functions refuse anything but a test key in it.
    this.paymentProviderTestMode = new OperatorSecret(this, 'PaymentProviderTestMode', {
      stage,
      holds: 'payment provider test-mode secret API key',
      issuedBy: 'the Stripe dashboard (test mode)',
    }).secret;
    // The secret Stripe signs webhook deliveries with (the endpoint's whsec_...).
    this.paymentWebhook = new OperatorSecret(this, 'PaymentWebhook', {
      stage,
      secretName: context('paymentWebhookSecretName'),
      holds: 'payment provider webhook signing secret',
      issuedBy: "the Stripe dashboard's webhook endpoint",
    }).secret;
    this.support = supportDesk(this, stage, context, this.identity.mailFrom.emailIdentityName);

    // Pledge processing: routes enqueue, the worker charges, the sweeper re-queues.
    this.pledgeQueue = new PledgeQueue(this, 'PledgeCharges', {
      stage,
      workerTimeout: jobTimeout(queueJob('pledge-charges')),
    });
    // CloudFront invalidations it refused wait here for the retry worker.
    this.invalidationQueue = new InvalidationQueue(this, 'InvalidationRetries', {
      stage,
      workerTimeout: jobTimeout(queueJob('invalidation-retries')),
      deadLetters: this.pledgeQueue.deadLetters,
    });
    // Sharing: every email names the configuration set that reports bounces and complaints.
    this.emailDelivery = new EmailDelivery(this, 'EmailDelivery', { stage });
    new DataAlarms(this, 'Alarms', {
      stage,
      pledgeQueue: this.pledgeQueue.queue,
      invalidationQueue: this.invalidationQueue.queue,
      tableName: this.data.table.tableName,
    });

    const output = (outputId: string, value: string, description: string) =>
      new CfnOutput(this, outputId, { value, description });
    output('TableName', this.data.table.tableName, 'The single DynamoDB table');
    output('UploadsBucketName', this.data.uploads.bucketName, 'Private bucket for presigned image uploads');
    output('UserPoolId', this.identity.userPool.userPoolId, 'Cognito user pool');
    output('SigningKeyId', this.identity.signingKey.keyId, 'KMS key that signs session tokens');
  }

  /** The event-day dashboard, once the route areas are known (their metrics are read by name). */
  addEventDayDashboard(areas: readonly string[]): EventDayDashboard {
    return new EventDayDashboard(this, 'EventDay', {
      stage: this.stage,
      areas,
      jobs: Object.keys(backgroundJobs),
      pledgeQueue: this.pledgeQueue.queue,
      invalidationQueue: this.invalidationQueue.queue,
      deadLetters: this.pledgeQueue.deadLetters,
    });
  }
}
