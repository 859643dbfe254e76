// ThonStack: the whole product in one stack, composed of constructs — access logs, data store,
// identity, HTTP API (one function per route-table entry), web hosting, WAF — wired together here.
// The stack deploys to us-east-1 (the WAF of a CloudFront distribution lives there).
import { apiPathPrefixes as sharedApiPathPrefixes, routeList } from '@thon/shared/api/routes';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { queueJob } from '@thon/functions/jobs/job-table';
import { AccessLogs } from '../constructs/access-logs';
import type { ApiPlatform } from '../constructs/api-function';
import { BackgroundJobs, jobTimeout } from '../constructs/background-jobs';
import { DataStore } from '../constructs/data-store';
import { EmailDelivery } from '../constructs/email-delivery';
import { cachedPathPatterns } from '../constructs/cached-routes';
import { ThonHttpApi, type ApiCustomDomain } from '../constructs/http-api';
import { Identity } from '../constructs/identity';
import { IdKeySecret } from '../constructs/id-key-secret';
import { InvalidationQueue } from '../constructs/invalidation-queue';
import { OperatorSecret } from '../constructs/operator-secret';
import { OriginVerifySecret } from '../constructs/origin-verify-secret';
import { PledgeQueue } from '../constructs/pledge-queue';
import { SmsSpend, smsMonthlySpendLimit } from '../constructs/sms-spend';
import { WebAcl } from '../constructs/web-acl';
import { WebHosting } from '../constructs/web-hosting';
import { stageSettings, type StageSettings } from './stage';

export const defaultMailFrom = 'no-reply@thon.example';
/** The SMS sender id when context smsSenderId is not given (where carriers show one). */
export const defaultSmsSenderId = 'Thon';

export interface ThonStackProps extends StackProps {
  /** Defaults to the shared route table; tests pass their own to exercise every kind of route. */
  readonly routes?: readonly AnyRoute[];
  readonly apiPathPrefixes?: readonly string[];
}

export class ThonStack extends Stack {
  readonly stage: StageSettings;
  readonly data: DataStore;
  readonly identity: Identity;
  readonly api: ThonHttpApi;
  readonly web: WebHosting;
  readonly pledgeQueue: PledgeQueue;
  readonly emailDelivery: EmailDelivery;
  readonly invalidationQueue: InvalidationQueue;
  readonly jobs: BackgroundJobs;

  constructor(scope: Construct, id: string, props: ThonStackProps = {}) {
    const stage = stageSettings(scope.node.tryGetContext('stage'));
    super(scope, id, {
      stackName: `thon-${stage.name}`,
      description: `Thon school fundraising platform (${stage.name})`,
      ...props,
    });
    this.stage = stage;
    const routes = props.routes ?? routeList;
    const apiPathPrefixes = props.apiPathPrefixes ?? sharedApiPathPrefixes;
    const context = (key: string): string | undefined => {
      const value: unknown = this.node.tryGetContext(key);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    Tags.of(this).add('app', 'thon');
    Tags.of(this).add('stage', stage.name);

    const logs = new AccessLogs(this, 'AccessLogs', { stage });
    this.data = new DataStore(this, 'Data', { stage, accessLogs: logs.bucket });
    this.identity = new Identity(this, 'Identity', {
      stage,
      mailFrom: context('mailFrom') ?? defaultMailFrom,
    });
    // The API resource exists before its routes, so CloudFront can point at it and the route
    // functions can receive the CloudFront origin without a dependency cycle.
    this.api = new ThonHttpApi(this, 'Api', { stage, customDomain: apiCustomDomain(stage, context) });
    const originVerify = new OriginVerifySecret(this, 'OriginVerify', { stage });
    this.web = new WebHosting(this, 'Web', {
      stage,
      apiDomainName: this.api.domainName,
      apiPathPrefixes,
      cachedPathPatterns: cachedPathPatterns(routes),
      accessLogs: logs.bucket,
      // Presigned uploads go to the uploads bucket's own host, and nowhere else.
      connectSources: [`https://${this.data.uploadsHost}`],
      uploads: { bucket: this.data.uploads, regionalHost: this.data.uploadsHost },
      webAclArn: new WebAcl(this, 'Waf', {
        stage,
        apiPathPrefixes,
        attachmentPaths: routes.filter((route) => route.multipart).map((route) => route.path),
      }).acl.attrArn,
      originVerifyValue: originVerify.value,
    });

    // A custom domain (context webOrigin / adminOrigin) replaces the CloudFront default domain.
    const webOrigin = context('webOrigin') ?? this.web.origin;
    const adminOrigin = context('adminOrigin') ?? webOrigin;
    this.data.allowUploadsFrom([webOrigin, adminOrigin]);

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
    const platform: ApiPlatform = {
      stage,
      table: this.data.table,
      uploads: this.data.uploads,
      functionLogs: new LogGroup(this, 'FunctionLogs', {
        retention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      }),
      signingKey: this.identity.signingKey,
      userPool: this.identity.userPool,
      mailFrom: this.identity.mailFrom,
      distribution: this.web.distribution,
      idKey: new IdKeySecret(this, 'IdKey', { stage }).secret,
      // Every function reads the origin secret's value itself (its ARN is in the environment).
      originVerify: originVerify.secret,
      // The app id is public (context facebookAppId); without one, Facebook sign-in is off.
      facebookApp: {
        appId: context('facebookAppId') ?? '',
        secret: new OperatorSecret(this, 'FacebookApp', {
          stage,
          holds: 'Facebook app secret',
          issuedBy: 'the Facebook developer console',
        }).secret,
      },
      // Stripe's secret API key (restricted keys work too); the functions that charge read it.
      paymentProvider: new OperatorSecret(this, 'PaymentProvider', {
        stage,
        holds: 'payment provider secret API key',
        issuedBy: 'the Stripe dashboard',
      }).secret,
      // The secret Stripe signs webhook deliveries with (the endpoint's whsec_...).
      paymentWebhook: new OperatorSecret(this, 'PaymentWebhook', {
        stage,
        holds: 'payment provider webhook signing secret',
        issuedBy: "the Stripe dashboard's webhook endpoint",
      }).secret,
      environment: {
        tableName: this.data.table.tableName,
        uploadsBucket: this.data.uploads.bucketName,
        signingKeyId: this.identity.signingKey.keyId,
        userPoolId: this.identity.userPool.userPoolId,
        userPoolClientId: this.identity.userPoolClient.userPoolClientId,
        mailFrom: this.identity.mailFrom.emailIdentityName,
        webOrigin,
        adminOrigin,
        stage: stage.name,
        distributionId: this.web.distribution.distributionId,
        originVerifySecretArn: originVerify.secret.secretArn,
      },
      pledgeQueue: this.pledgeQueue.queue,
      invalidationQueue: this.invalidationQueue.queue,
      emailConfigurationSet: {
        name: this.emailDelivery.configurationSet.configurationSetName,
        arn: this.emailDelivery.configurationSetArn,
      },
      smsSenderId: context('smsSenderId') ?? defaultSmsSenderId,
      support: supportDesk(this, stage, context, this.identity.mailFrom.emailIdentityName),
    };
    this.api.addRoutes(routes, platform, apiPathPrefixes);
    // The account's SMS backstop: SNS's monthly spend limit and an alarm before it is reached.
    new SmsSpend(this, 'SmsSpend', {
      stage,
      monthlyLimitUsd: smsMonthlySpendLimit(stage, context('smsMonthlySpendLimitUsd')),
      logs: platform.functionLogs,
    });
    // Every background job of functions/src/jobs/job-table.ts, on its queue, schedule or topic.
    this.jobs = new BackgroundJobs(this, 'BackgroundJobs', {
      platform,
      queues: {
        'pledge-charges': this.pledgeQueue.queue,
        'invalidation-retries': this.invalidationQueue.queue,
      },
      topics: { 'email-feedback': this.emailDelivery.feedbackTopic },
    });

    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('ApiUrl', this.api.url, 'HTTP API base URL (the $default stage)');
    if (this.api.customDomainTarget) {
      output('ApiDomainTarget', this.api.customDomainTarget, 'Point the API domain (CNAME/alias) here');
    }
    output('WebUrl', this.web.origin, 'CloudFront distribution URL (SPA and API)');
    output('TableName', this.data.table.tableName, 'The single DynamoDB table');
    output('UploadsBucketName', this.data.uploads.bucketName, 'Private bucket for presigned image uploads');
    output('UserPoolId', this.identity.userPool.userPoolId, 'Cognito user pool');
    output('SigningKeyId', this.identity.signingKey.keyId, 'KMS key that signs session tokens');
    output('WebBucketName', this.web.bucket.bucketName, 'Upload the web build (web/dist) here');
    output(
      'DistributionId',
      this.web.distribution.distributionId,
      'Invalidate after uploading the web build',
    );
  }
}

/**
 * The support desk from context: supportEmail (default the mail-from address),
 * supportIssueTypes, and a Jira when jiraSiteUrl is given (then jiraProjectKey and jiraUserEmail
 * are required, and the API token's secret is created here for an operator to put the token in).
 */
function supportDesk(
  scope: Construct,
  stage: StageSettings,
  context: (key: string) => string | undefined,
  mailFrom: string,
): ApiPlatform['support'] {
  const siteUrl = context('jiraSiteUrl');
  const desk = { email: context('supportEmail') ?? mailFrom, issueTypes: context('supportIssueTypes') ?? '' };
  if (!siteUrl) return desk;
  const projectKey = context('jiraProjectKey');
  const userEmail = context('jiraUserEmail');
  if (!projectKey || !userEmail)
    throw new Error('-c jiraSiteUrl needs -c jiraProjectKey=… and -c jiraUserEmail=… (the API token owner)');
  const apiToken = new OperatorSecret(scope, 'JiraApiToken', {
    stage,
    holds: `Jira API token of ${userEmail}`,
    issuedBy: 'the Atlassian account settings (API tokens)',
  }).secret;
  return { ...desk, jira: { siteUrl, projectKey, userEmail, apiToken } };
}

/**
 * The API's custom domain from context (-c apiDomainName=api.example.org -c apiCertificateArn=arn:…,
 * optionally -c apiHostedZoneId=… -c apiHostedZoneName=example.org for the DNS record). With it the
 * execute-api endpoint is disabled; prod must have one, dev without one keeps execute-api as the origin.
 */
function apiCustomDomain(
  stage: StageSettings,
  context: (key: string) => string | undefined,
): ApiCustomDomain | undefined {
  const name = context('apiDomainName');
  const certificateArn = context('apiCertificateArn');
  if (!name || !certificateArn) {
    if (stage.isProd) {
      throw new Error(
        'Stage prod needs the API custom domain: -c apiDomainName=api.example.org -c apiCertificateArn=arn:aws:acm:us-east-1:… (the execute-api endpoint is disabled, so CloudFront reaches the API only there).',
      );
    }
    return undefined;
  }
  const zoneId = context('apiHostedZoneId');
  const zoneName = context('apiHostedZoneName');
  return {
    name,
    certificateArn,
    ...(zoneId && zoneName ? { hostedZone: { id: zoneId, name: zoneName } } : {}),
  };
}
