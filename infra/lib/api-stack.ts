// ThonApi: the code — the functions' log group, the session authorizer, one nested stack per route
// area (generated from the area list) and one for the background workers. It refers to the edge
// stack (the HTTP API, the distribution, the origin secret) and the data stack, never the reverse,
// so it can be changed or replaced without touching either.
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { ApiFunction, ApiPlatform } from '../constructs/api-function';
import { SessionAuthorizer } from '../constructs/api-routes';
import { AuthorizerAlarms } from '../constructs/monitoring-authorizer';
import { SmsSpend, smsMonthlySpendLimit } from '../constructs/sms-spend';
import { contextReader, defaultSmsSenderId } from './context-settings';
import type { ThonDataStack } from './data-stack';
import type { ThonEdgeStack } from './edge-stack';
import { JobsStack } from './jobs-stack';
import { areaStackId, RouteAreaStack } from './route-area-stack';
import type { StageSettings } from './stage';

export interface ApiStackProps extends StackProps {
  readonly stage: StageSettings;
  readonly edge: ThonEdgeStack;
  readonly data: ThonDataStack;
  /** Routes by area; one nested stack each. */
  readonly routeAreas: Readonly<Record<string, readonly AnyRoute[]>>;
  readonly webOrigin: string;
  readonly adminOrigin: string;
}

export class ThonApiStack extends Stack {
  readonly platform: ApiPlatform;
  readonly authorizer: SessionAuthorizer;
  readonly areas = new Map<string, RouteAreaStack>();
  readonly jobs: JobsStack;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    const { stage, edge, data, routeAreas, webOrigin, adminOrigin, ...stackProps } = props;
    super(scope, id, {
      stackName: `thon-${stage.name}-api`,
      description: `Thon school fundraising platform (${stage.name}): route functions and background workers`,
      ...stackProps,
    });
    const context = contextReader(this);
    const { identity } = data;
    this.platform = {
      stage,
      // The table and the uploads bucket by their deterministic names: grants then name them by
      // ARN, with no cross-stack reference in a policy (their wildcards are acknowledged by ARN).
      table: Table.fromTableAttributes(this, 'Table', {
        tableName: data.data.tableName,
        grantIndexPermissions: true,
      }),
      uploads: Bucket.fromBucketName(this, 'Uploads', data.data.uploadsBucketName),
      functionLogs: new LogGroup(this, 'FunctionLogs', {
        retention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      }),
      signingKey: identity.signingKey,
      userPool: identity.userPool,
      mailFrom: identity.mailFrom,
      distribution: edge.web.distribution,
      idKey: data.idKey,
      // Every function reads the origin secret's value itself (its ARN is in the environment).
      originVerify: edge.originVerify.secret,
      facebookApp: { appId: context('facebookAppId') ?? '', secret: data.facebookAppSecret },
      paymentProvider: data.paymentProvider,
      paymentProviderTestMode: data.paymentProviderTestMode,
      paymentWebhook: data.paymentWebhook,
      environment: {
        tableName: data.data.table.tableName,
        uploadsBucket: data.data.uploads.bucketName,
        signingKeyId: identity.signingKey.keyId,
        userPoolId: identity.userPool.userPoolId,
        userPoolClientId: identity.userPoolClient.userPoolClientId,
        mailFrom: identity.mailFrom.emailIdentityName,
        webOrigin,
        adminOrigin,
        stage: stage.name,
        distributionId: edge.web.distribution.distributionId,
        originVerifySecretArn: edge.originVerify.secret.secretArn,
      },
      pledgeQueue: data.pledgeQueue.queue,
      invalidationQueue: data.invalidationQueue.queue,
      emailConfigurationSet: {
        name: data.emailDelivery.configurationSet.configurationSetName,
        arn: data.emailDelivery.configurationSetArn,
      },
      smsSenderId: context('smsSenderId') ?? defaultSmsSenderId,
      support: data.support,
    };
    const httpApi = edge.api.httpApi;
    this.authorizer = new SessionAuthorizer(this, 'Session', { platform: this.platform, httpApi });
    new AuthorizerAlarms(this, 'AuthorizerAlarms', { stage, authorizer: this.authorizer.function.function });
    for (const [area, routes] of Object.entries(routeAreas)) {
      if (routes.length === 0) continue;
      this.areas.set(
        area,
        new RouteAreaStack(this, areaStackId(area), {
          area,
          routes,
          platform: this.platform,
          httpApi,
          authorizer: this.authorizer.routeAuthorizer,
        }),
      );
    }
    this.jobs = new JobsStack(this, 'Jobs', { platform: this.platform, data });
    // The account's SMS backstop: SNS's monthly spend limit and an alarm before it is reached.
    new SmsSpend(this, 'SmsSpend', {
      stage,
      monthlyLimitUsd: smsMonthlySpendLimit(stage, context('smsMonthlySpendLimitUsd')),
      logs: this.platform.functionLogs,
    });
  }

  /** The route functions of every area, by route name. */
  get routeFunctions(): ReadonlyMap<string, ApiFunction> {
    return new Map([...this.areas.values()].flatMap((area) => [...area.routeFunctions]));
  }
}
