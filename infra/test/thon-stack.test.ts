// CDK assertions on the Thon stacks (read as one template: support/thon-template.ts) as built from
// the real route table, for dev and prod: one function and one route per route-table entry,
// private buckets, table settings, CloudFront, headers. Stack sizes: stack-limits.test.ts.
import { tableDesign } from '@thon/functions/data/table-design';
import {
  environmentNames,
  facebookAppEnvironmentNames,
  idKeySecretEnvironmentName,
  observabilityEnvironmentNames,
  paymentProviderEnvironmentNames,
  paymentWebhookEnvironmentNames,
  supportEnvironmentNames,
} from '@thon/functions/platform/environment-names';
import { apiPathPrefixes, routeList } from '@thon/shared/api/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { authorizerHandler, routeKeyOf } from '../constructs/http-api';
import { backgroundJobList } from '@thon/functions/jobs/job-table';
import { imagesPathPattern } from '../constructs/web-hosting';
import { stageNames, type StageName } from '../lib/stage';
import { createThonApp } from '../lib/thon-app';
import { roleStatements } from './support/role-statements';
import { thonTemplate } from './support/thon-template';

interface CfnResource<P = Record<string, unknown>> {
  Type: string;
  Properties: P;
  Metadata?: { Thon?: Record<string, string> };
  DeletionPolicy?: string;
}
interface FunctionProps {
  Runtime: string;
  Architectures: string[];
  Handler: string;
  Environment: { Variables: Record<string, unknown> };
  LoggingConfig: { LogGroup: { Ref: string } };
}
interface RouteProps {
  RouteKey: string;
  AuthorizationType: string;
  AuthorizerId?: unknown;
}
interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId: unknown;
  AllowedMethods?: string[];
  FunctionAssociations?: unknown;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  S3OriginConfig?: unknown;
  CustomOriginConfig?: unknown;
  OriginAccessControlId?: unknown;
}
interface DistributionProps {
  DistributionConfig: {
    Origins: Origin[];
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
    CustomErrorResponses?: unknown;
    Logging?: unknown;
  };
}

function synth(context: Record<string, unknown>) {
  const { app } = createThonApp({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const template = thonTemplate(app);
  const all = template.toJSON().Resources as Record<string, CfnResource>;
  const ofType = <P = Record<string, unknown>>(type: string) =>
    Object.entries(all).filter(([, resource]) => resource.Type === type) as [string, CfnResource<P>][];
  const only = <P = Record<string, unknown>>(type: string): [string, CfnResource<P>] => {
    const found = ofType<P>(type);
    expect(found, type).toHaveLength(1);
    return found[0] as [string, CfnResource<P>];
  };
  return { template, ofType, only, all };
}

// Prod needs the API's custom domain (the execute-api endpoint is disabled there).
const apiDomain = {
  apiDomainName: 'api.thon.example',
  apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};
const stacks = new Map(
  stageNames.map((stage) => [stage, synth({ stage, ...(stage === 'prod' ? apiDomain : {}) })]),
);
const synthesized = (stage: StageName) => {
  const found = stacks.get(stage);
  if (!found) throw new Error(`no ${stage} stack`);
  return found;
};

describe.each(stageNames)('Thon stacks (%s)', (stage) => {
  const { template, ofType, only } = synthesized(stage);
  const functions = ofType<FunctionProps>('AWS::Lambda::Function');
  const routeFunctions = functions.filter(([, fn]) => fn.Metadata?.Thon?.Kind === 'route');
  const authorizers = functions.filter(([, fn]) => fn.Metadata?.Thon?.Kind === 'authorizer');
  // Pledge processing: the queue's worker and the scheduled sweeper.
  const backgroundFunctions = functions.filter(([, fn]) =>
    ['worker', 'scheduled', 'feedback'].includes(fn.Metadata?.Thon?.Kind ?? ''),
  );
  const distribution = () =>
    only<DistributionProps>('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

  it('has exactly one Lambda per route-table entry plus the authorizer and the pledge workers, and no unexplained helpers', () => {
    expect(routeFunctions.map(([, fn]) => fn.Metadata?.Thon?.RouteKey).sort()).toEqual(
      routeList.map(routeKeyOf).sort(),
    );
    expect(routeFunctions.map(([, fn]) => fn.Metadata?.Thon?.Handler).sort()).toEqual(
      routeList.map((route) => route.handler).sort(),
    );
    expect(authorizers.map(([, fn]) => fn.Metadata?.Thon?.Handler)).toEqual([authorizerHandler]);
    // CDK-internal: the autoDeleteObjects provider empties dev buckets on `cdk destroy` (one per
    // stack with such buckets: edge and data); prod keeps them. The SDK-call provider sets SNS's
    // SMS monthly spend limit (constructs/sms-spend.ts).
    const helpers = functions.filter(([, fn]) => !fn.Metadata?.Thon).map(([id]) => id);
    const sdkCallProvider = expect.stringMatching(/^AWS679f53fac002430cb0da5b7982bd2287/);
    const autoDeleteProvider = expect.stringMatching(
      /^CustomS3AutoDeleteObjectsCustomResourceProviderHandler/,
    );
    expect(helpers.sort()).toEqual(
      stage === 'dev' ? [sdkCallProvider, autoDeleteProvider, autoDeleteProvider] : [sdkCallProvider],
    );
    expect(backgroundFunctions.map(([, fn]) => fn.Metadata?.Thon?.Handler).sort()).toEqual(
      backgroundJobList.map((worker) => worker.handler).sort(),
    );
    expect(functions).toHaveLength(routeList.length + 1 + backgroundFunctions.length + helpers.length);
  });

  it('runs every API function on Node 22, arm64, ESM bundle, with log group, source maps and the full environment', () => {
    // Two keys: the session signing key, and the one encrypting the email feedback topic.
    const [[signingKeyId] = []] = ofType<{ KeyUsage?: string }>('AWS::KMS::Key').filter(
      ([, key]) => key.Properties.KeyUsage === 'SIGN_VERIFY',
    );
    expect(signingKeyId).toBeDefined();
    const refs = {
      [environmentNames.tableName]: { Ref: only('AWS::DynamoDB::Table')[0] },
      [environmentNames.signingKeyId]: { Ref: signingKeyId },
      [environmentNames.userPoolId]: { Ref: only('AWS::Cognito::UserPool')[0] },
      [environmentNames.userPoolClientId]: { Ref: only('AWS::Cognito::UserPoolClient')[0] },
      [environmentNames.mailFrom]: { Ref: only('AWS::SES::EmailIdentity')[0] },
      [environmentNames.uploadsBucket]: { Ref: expect.stringMatching(/^DataUploads/) },
      [environmentNames.stage]: stage,
    };
    const logGroups = new Map(ofType<{ RetentionInDays?: number }>('AWS::Logs::LogGroup'));
    expect(routeFunctions.length + authorizers.length).toBeGreaterThan(1);
    for (const [, fn] of [...routeFunctions, ...authorizers, ...backgroundFunctions]) {
      const props = fn.Properties;
      expect(props.Runtime).toBe('nodejs22.x');
      expect(props.Architectures).toEqual(['arm64']);
      expect(props.Handler).toBe('index.handler');
      const variables = props.Environment.Variables;
      // The id key's ARN goes only to the functions whose route uses it.
      const worker = backgroundJobList.find(({ handler }) => handler === fn.Metadata?.Thon?.Handler);
      const uses = (
        grant:
          | 'id-key'
          | 'facebook-app'
          | 'pledge-queue'
          | 'cdn'
          | 'payment-provider'
          | 'payment-webhook'
          | 'email'
          | 'sms'
          | 'jira',
      ) =>
        routeList.some((route) => route.name === fn.Metadata?.Thon?.Route && route.uses?.includes(grant)) ||
        (worker?.uses as readonly string[] | undefined)?.includes(grant) === true;
      const usesIdKey = uses('id-key');
      // Facebook's app id and the app secret's ARN only where Graph debug_token is asked.
      const facebook = uses('facebook-app')
        ? [facebookAppEnvironmentNames.appId, facebookAppEnvironmentNames.appSecretArn]
        : [];
      // The pledge queue's URL only where the function may send to it; the configuration set where
      // it sends email, the SMS sender id where it sends SMS.
      const scopedAway: string[] = [
        ...(uses('pledge-queue') ? [] : [environmentNames.pledgeQueueUrl]),
        ...(uses('cdn') ? [] : [environmentNames.invalidationQueueUrl]),
        ...(uses('email') ? [] : [environmentNames.emailConfigurationSet]),
        ...(uses('sms') ? [] : [environmentNames.smsSenderId]),
      ];
      expect(Object.keys(variables).sort()).toEqual(
        [
          ...Object.values(environmentNames).filter((name) => !scopedAway.includes(name)),
          'NODE_OPTIONS',
          // Powertools' service and metrics namespace everywhere; a route's area only on routes.
          observabilityEnvironmentNames.serviceName,
          observabilityEnvironmentNames.metricsNamespace,
          ...(fn.Metadata?.Thon?.Kind === 'route' ? [observabilityEnvironmentNames.routeArea] : []),
          ...(usesIdKey ? [idKeySecretEnvironmentName] : []),
          ...facebook,
          ...(uses('payment-provider')
            ? [paymentProviderEnvironmentNames.apiKeyArn, paymentProviderEnvironmentNames.testApiKeyArn]
            : []),
          ...(uses('payment-webhook') ? [paymentWebhookEnvironmentNames.secretArn] : []),
          // The support desk's address where the contact form runs (no Jira without -c jiraSiteUrl).
          ...(uses('jira') ? [supportEnvironmentNames.supportEmail] : []),
        ].sort(),
      );
      expect(variables).toMatchObject(refs);
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(JSON.stringify(variables[environmentNames.webOrigin])).toContain('DomainName');
      const logGroup = logGroups.get(props.LoggingConfig.LogGroup.Ref);
      expect(logGroup?.Properties.RetentionInDays).toBe(stage === 'prod' ? 90 : 14);
    }
  });

  it('logs every API function to the one function log group (stream names carry the function name)', () => {
    const groups = new Set(
      [...routeFunctions, ...authorizers, ...backgroundFunctions].map(
        ([, fn]) => fn.Properties.LoggingConfig.LogGroup.Ref,
      ),
    );
    expect([...groups]).toEqual([expect.stringMatching(/^FunctionLogs/)]);
  });

  it('declares one HTTP API route per route-table entry with matching route keys', () => {
    const routes = ofType<RouteProps>('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties);
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(routeList.map(routeKeyOf).sort());
  });

  it('puts the authorizer on signed-in routes only', () => {
    const routes = new Map(
      ofType<RouteProps>('AWS::ApiGatewayV2::Route').map(([, route]) => [
        route.Properties.RouteKey,
        route.Properties,
      ]),
    );
    for (const entry of routeList) {
      const route = routes.get(routeKeyOf(entry));
      if (entry.auth.kind === 'signed-in') {
        expect(route).toMatchObject({
          AuthorizationType: 'CUSTOM',
          AuthorizerId: { Ref: expect.any(String) },
        });
      } else {
        expect(route).toMatchObject({ AuthorizationType: 'NONE' });
        expect(route?.AuthorizerId).toBeUndefined();
      }
    }
  });

  it('logs and throttles the API stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(3); // access logs, uploads, web
    const policies = ofType<{ Bucket: { Ref: string }; PolicyDocument: { Statement: unknown[] } }>(
      'AWS::S3::BucketPolicy',
    ).map(([, policy]) => policy.Properties);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      const policy = policies.find((candidate) => candidate.Bucket.Ref === id);
      expect(policy?.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
      expect(bucket.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
    }
  });

  it('builds the single table from tableDesign: on demand, PITR, TTL, GSIs, deletion protection in prod', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
    });
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      tableDesign.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    if (stage === 'prod') {
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
      expect(table.DeletionPolicy).toBe('Retain');
    } else {
      expect(table.Properties.DeletionProtectionEnabled).not.toBe(true);
      expect(table.DeletionPolicy).toBe('Delete');
    }
  });

  it('has a Cognito pool and client for ADMIN_USER_PASSWORD_AUTH, an RSA signing key and an SES sender', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8, RequireNumbers: true }) },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_ADMIN_USER_PASSWORD_AUTH']),
    });
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@thon.example' });
  });

  it('serves the SPA from the private bucket through origin access control with a function-based fallback', () => {
    const config = distribution();
    const s3Origin = config.Origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3Origin?.Id);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebSpaRewrite/), 'FunctionARN'] },
      },
    ]);
    // Distribution-wide error responses would also rewrite API errors.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('routes each API path prefix to the HTTP API, uncached, forwarding every viewer header but Host, and the viewer address', () => {
    const config = distribution();
    const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig);
    if (stage === 'prod') expect(apiOrigin?.DomainName).toBe(apiDomain.apiDomainName);
    else expect(JSON.stringify(apiOrigin?.DomainName)).toContain(only('AWS::ApiGatewayV2::Api')[0]);
    const prefixBehaviors = config.CacheBehaviors.filter((behavior) =>
      apiPathPrefixes.some((prefix) => behavior.PathPattern === `${prefix}/*`),
    );
    expect(prefixBehaviors.map((behavior) => behavior.PathPattern).sort()).toEqual(
      apiPathPrefixes.map((prefix) => `${prefix}/*`).sort(),
    );
    // Every behaviour but the published images' (the uploads bucket, infra/test/edge.test.ts) is the API's.
    for (const behavior of config.CacheBehaviors.filter((b) => b.PathPattern !== imagesPathPattern)) {
      expect(behavior.TargetOriginId).toBe(apiOrigin?.Id);
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
    for (const behavior of prefixBehaviors) {
      expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CACHING_DISABLED
      expect(behavior.OriginRequestPolicyId).toBe('33f36d7e-f396-46d9-90e0-52428a34d9dc'); // ALL_VIEWER_AND_CLOUDFRONT_2022
      expect(behavior.AllowedMethods).toContain('POST');
    }
  });

  it('disables the execute-api endpoint in prod (CloudFront reaches the API by its custom domain)', () => {
    const [, api] = only<{ DisableExecuteApiEndpoint?: boolean }>('AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(stage === 'prod' ? true : false);
  });

  it("reserves concurrency for the authorizer and the sign-in routes, within the account's unreserved minimum", () => {
    const reserved = (fn: CfnResource<FunctionProps>) =>
      (fn.Properties as { ReservedConcurrentExecutions?: number }).ReservedConcurrentExecutions;
    const signIn = routeFunctions
      .filter(([, fn]) => reserved(fn) !== undefined)
      .map(([, fn]) => fn.Metadata?.Thon?.Route);
    expect(signIn.sort()).toEqual(
      [
        'Login',
        'LoginWithAccessCode',
        'LoginWithAccessCodeForQRCode',
        'OauthUserLogin',
        'EmailPasswordResetLink',
        'ServiceAuthCredentials',
      ].sort(),
    );
    expect(authorizers.map(([, fn]) => reserved(fn))).toEqual([expect.any(Number)]);
  });

  it('sends CSP, HSTS, frame and sniffing protection on every response', () => {
    const [policyId, policy] = only<{
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> };
    }>('AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' https://connect.facebook.net",
      "connect-src 'self' https://graph.facebook.com",
      "img-src 'self' data: blob:",
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true },
      FrameOptions: { FrameOption: 'DENY' },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
    const config = distribution();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('asks search engines not to index a non-production stage (X-Robots-Tag)', () => {
    const [, policy] = only<{
      ResponseHeadersPolicyConfig: { CustomHeadersConfig?: { Items: Record<string, unknown>[] } };
    }>('AWS::CloudFront::ResponseHeadersPolicy');
    const custom = policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig?.Items ?? [];
    if (stage === 'prod') expect(custom).toEqual([]);
    else expect(custom).toEqual([{ Header: 'X-Robots-Tag', Value: 'noindex', Override: true }]);
  });

  it('exports the outputs deploy scripts and the README rely on', () => {
    expect(Object.keys(template.toJSON().Outputs as object)).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'WebUrl',
        'TableName',
        'UploadsBucketName',
        'UserPoolId',
        'SigningKeyId',
      ]),
    );
  });
});

describe('IAM per route (real route table)', () => {
  const { ofType, all } = synthesized('dev');
  const actionsOf = (routeName: string) => {
    const [, fn] =
      ofType<{ Role: { 'Fn::GetAtt': [string, string] } }>('AWS::Lambda::Function').find(
        ([, candidate]) => candidate.Metadata?.Thon?.Route === routeName,
      ) ?? [];
    const roleId = fn?.Properties.Role['Fn::GetAtt'][0];
    expect(roleId, routeName).toBeDefined();
    return roleStatements(all, roleId ?? '').flatMap((st) => [st.Action].flat());
  };
  const cognito = (routeName: string) =>
    actionsOf(routeName)
      .filter((a) => a.startsWith('cognito-idp:'))
      .sort();

  it('gives sign-in only AdminInitiateAuth and password reset only AdminSetUserPassword and AdminCreateUser', () => {
    expect(cognito('Login')).toEqual(['cognito-idp:AdminInitiateAuth']);
    expect(cognito('ServiceAuthCredentials')).toEqual(['cognito-idp:AdminInitiateAuth']);
    expect(cognito('ResetPassword')).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
    ]);
    for (const route of routeList) {
      const declared = (route.uses ?? [])
        .filter((use) => use.startsWith('user-pool:'))
        .map((use) => `cognito-idp:${use.slice('user-pool:'.length)}`)
        .sort();
      expect(cognito(route.name), route.name).toEqual(declared);
    }
  });

  it('grants BatchWriteItem to no route that does not declare batch-write', () => {
    for (const route of routeList) {
      expect(actionsOf(route.name).includes('dynamodb:BatchWriteItem'), route.name).toBe(
        route.uses?.includes('batch-write') ?? false,
      );
    }
  });
});

describe('reserved concurrency budget', () => {
  it('leaves 100 of the default 1,000 unreserved even with dev and prod in one account', () => {
    const reservedIn = (stage: StageName) =>
      synthesized(stage)
        .ofType<{ ReservedConcurrentExecutions?: number }>('AWS::Lambda::Function')
        .reduce((sum, [, fn]) => sum + (fn.Properties.ReservedConcurrentExecutions ?? 0), 0);
    expect(reservedIn('dev')).toBeGreaterThan(0);
    expect(reservedIn('dev') + reservedIn('prod')).toBeLessThanOrEqual(1000 - 100);
  });
});

describe('stage and context', () => {
  it('rejects an unknown stage', () => {
    expect(() => createThonApp({ context: { 'aws:cdk:bundling-stacks': [], stage: 'qa' } })).toThrow(
      /Unknown stage/,
    );
  });

  it('takes the sender address and a custom web origin from context', () => {
    const { template } = synth({
      mailFrom: 'events@school.example',
      webOrigin: 'https://thon.school.example',
    });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'events@school.example' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          [environmentNames.webOrigin]: 'https://thon.school.example',
          [environmentNames.adminOrigin]: 'https://thon.school.example',
        }),
      },
    });
  });
});
