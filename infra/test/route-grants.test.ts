// The route table drives grants and authorization: with a synthetic table covering every kind of
// entry (public / signed-in, table none / read / write, every extra resource, a second path
// prefix) each function gets exactly its grants and only signed-in routes get the authorizer.
import { routes } from '@thon/shared/api/routes';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '../constructs/http-api';
import { backgroundJobList, backgroundJobs } from '@thon/functions/jobs/job-table';
import { imagesPathPattern } from '../constructs/web-hosting';
import { stageSettings } from '../lib/stage';
import { createThonApp } from '../lib/thon-app';
import { roleStatements } from './support/role-statements';
import { thonTemplate } from './support/thon-template';

const base = routes.eventCode;
const syntheticRoutes: AnyRoute[] = [
  {
    ...base,
    name: 'PublicRead',
    method: 'GET',
    path: '/api/Events/{eventId}',
    auth: { kind: 'public' },
    table: 'read',
  },
  {
    ...base,
    name: 'SignedWrite',
    method: 'POST',
    path: '/api/Pledges',
    auth: { kind: 'signed-in', roles: ['parent', 'organizer'] },
    table: 'write',
    uses: [
      'uploads',
      'signing-key',
      'user-pool:AdminSetUserPassword',
      'user-pool:AdminCreateUser',
      'email',
      'sms',
      'cdn',
      'id-key',
      'pledge-queue',
      'batch-write',
    ],
  },
  {
    ...base,
    name: 'SignIn',
    method: 'POST',
    path: '/authentication/login',
    auth: { kind: 'public' },
    table: 'write',
    uses: ['user-pool:AdminInitiateAuth', 'signing-key'],
    concurrency: 'sign-in',
  },
  {
    ...base,
    name: 'SocialSignIn',
    method: 'POST',
    path: '/authentication/OauthUserLogin',
    auth: { kind: 'public' },
    table: 'write',
    uses: ['signing-key', 'facebook-app'],
  },
  {
    ...base,
    name: 'SignedNoTable',
    method: 'GET',
    path: '/authentication/logout',
    auth: { kind: 'signed-in', roles: 'any' },
    table: 'none',
  },
];
const prefixes = ['/api', '/authentication'];

function build(routeTable: readonly AnyRoute[], apiPathPrefixes = prefixes) {
  return createThonApp({
    context: { 'aws:cdk:bundling-stacks': [] },
    stack: { routes: routeTable, apiPathPrefixes },
  });
}

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface CfnResource {
  Type: string;
  Properties: {
    Role?: { 'Fn::GetAtt': [string, string] };
    Roles?: { Ref: string }[];
    PolicyDocument?: { Statement: Statement[] };
    RouteKey?: string;
    AuthorizerId?: unknown;
    DistributionConfig?: { CacheBehaviors: { PathPattern: string }[] };
  };
  Metadata?: { Thon?: Record<string, string> };
}

const { app } = build(syntheticRoutes);
const template = thonTemplate(app);
const resources = Object.entries(template.toJSON().Resources as Record<string, CfnResource>);
const ofType = (type: string) => resources.filter(([, resource]) => resource.Type === type);

/** Every action granted to the role of the function for a route (or the authorizer). */
function grantsOf(kind: string, routeName?: string) {
  const fn = ofType('AWS::Lambda::Function').find(
    ([, resource]) =>
      resource.Metadata?.Thon?.Kind === kind &&
      (routeName === undefined || resource.Metadata.Thon.Route === routeName),
  );
  const roleId = fn?.[1].Properties.Role?.['Fn::GetAtt'][0];
  expect(roleId, `${kind} ${routeName ?? ''}`).toBeDefined();
  const statements = roleStatements(Object.fromEntries(resources), roleId ?? '') as Statement[];
  const actions = statements.flatMap((statement) => [statement.Action].flat());
  // Every function reads CloudFront's origin secret (functions/src/platform/edge-origin.ts).
  const ownActions = statements
    .filter((statement) => !JSON.stringify(statement.Resource).includes('OriginVerify'))
    .flatMap((statement) => [statement.Action].flat());
  return { actions, statements, ownActions };
}

const variables = (fn: CfnResource) =>
  (fn.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables;

/** The routes (background workers: their handlers) whose role may read the secret with this logical id. */
function secretReaders(secretId: string): (string | undefined)[] {
  return ofType('AWS::Lambda::Function')
    .filter(([, fn]) => fn.Metadata?.Thon)
    .filter(([, fn]) =>
      roleStatements(Object.fromEntries(resources), fn.Properties.Role?.['Fn::GetAtt'][0] ?? '').some(
        (statement) =>
          [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(secretId),
      ),
    )
    .map(([, fn]) => fn.Metadata?.Thon?.Route ?? fn.Metadata?.Thon?.Handler);
}

/** The background workers granted this (infra/constructs/background-workers.ts). */
const workersUsing = (grant: string) =>
  backgroundJobList
    .filter((worker) => (worker.uses as readonly string[]).includes(grant))
    .map((worker) => worker.handler);

describe('grants follow the route table', () => {
  it('gives a read route read-only table access, without Scan', () => {
    const { actions, ownActions } = grantsOf('route', 'PublicRead');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(
      ownActions.filter(
        (action) =>
          !action.startsWith('dynamodb:') && !action.startsWith('logs:') && !action.startsWith('xray:'),
      ),
    ).toEqual([]);
  });

  it('passes every API function (and the authorizer) the distribution id, so writes can invalidate public copies', () => {
    const [[distributionId] = []] = ofType('AWS::CloudFront::Distribution');
    const apiFunctions = ofType('AWS::Lambda::Function').filter(([, fn]) => fn.Metadata?.Thon);
    // Every route, the authorizer and the background workers (infra/constructs/background-workers.ts).
    expect(apiFunctions.length).toBe(syntheticRoutes.length + 1 + backgroundJobList.length);
    for (const [, fn] of apiFunctions) {
      const variables = (fn.Properties as { Environment?: { Variables?: Record<string, unknown> } })
        .Environment?.Variables;
      expect(variables?.DISTRIBUTION_ID).toEqual({ Ref: distributionId });
    }
  });

  it('gives a write route write access and each extra resource it uses, scoped to that resource', () => {
    const { actions, statements } = grantsOf('route', 'SignedWrite');
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        's3:PutObject',
        's3:GetObject',
        'kms:Sign',
        'kms:GetPublicKey',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminCreateUser',
        'ses:SendEmail',
        'ses:SendRawEmail',
        'sns:Publish',
        'cloudfront:CreateInvalidation',
        'sqs:SendMessage',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    const resourceOf = (action: string) =>
      JSON.stringify(statements.find((statement) => [statement.Action].flat().includes(action))?.Resource);
    // The API stack names the uploads bucket by its deterministic name, not a cross-stack reference.
    expect(resourceOf('s3:PutObject')).toMatch(/:s3:::thon-dev-uploads-/);
    expect(resourceOf('kms:Sign')).toContain('IdentitySigningKey');
    expect(resourceOf('cognito-idp:AdminCreateUser')).toContain('IdentityUserPool');
    expect(resourceOf('ses:SendEmail')).toContain('identity/');
    expect(resourceOf('sns:Publish')).toBe('"*"');
    expect(resourceOf('cloudfront:CreateInvalidation')).toContain('WebDistribution');
    expect(resourceOf('sqs:SendMessage')).toContain('PledgeChargesQueue');
  });

  it("gives the pledge queue's URL only to the functions that may send to it", () => {
    const [[queueId] = []] = ofType('AWS::SQS::Queue').filter(([id]) => id.startsWith('PledgeChargesQueue'));
    expect(queueId).toBeDefined();
    const senders = ofType('AWS::Lambda::Function')
      .filter(([, fn]) => variables(fn)?.PLEDGE_QUEUE_URL !== undefined)
      .map(([, fn]) => fn.Metadata?.Thon?.Route ?? fn.Metadata?.Thon?.Handler)
      .sort();
    expect(senders).toEqual(['SignedWrite', backgroundJobs.sweepPledges.handler]);
    for (const [, fn] of ofType('AWS::Lambda::Function')) {
      const url = variables(fn)?.PLEDGE_QUEUE_URL;
      if (url !== undefined) expect(url).toEqual({ Ref: queueId });
    }
  });

  it('gives the id key secret (read access and its ARN) only to routes that use it', () => {
    const [[secretId] = []] = ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('IdKey'));
    expect(secretId).toBeDefined();
    const readers = ['SignedWrite', ...workersUsing('id-key')];
    expect(secretReaders(secretId ?? '').sort()).toEqual(readers.sort());
    for (const [, fn] of ofType('AWS::Lambda::Function').filter(([, resource]) => resource.Metadata?.Thon)) {
      const reader = readers.includes(fn.Metadata?.Thon?.Route ?? fn.Metadata?.Thon?.Handler ?? '');
      expect(variables(fn)?.ID_KEY_SECRET_ARN).toEqual(reader ? { Ref: secretId } : undefined);
    }
  });

  it('gives the Facebook app (id, secret ARN and read access) only to routes that use it', () => {
    const [[secretId] = []] = ofType('AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('FacebookApp'),
    );
    expect(secretId).toBeDefined();
    expect(secretReaders(secretId ?? '')).toEqual(['SocialSignIn']);
    for (const [, fn] of ofType('AWS::Lambda::Function').filter(([, resource]) => resource.Metadata?.Thon)) {
      const social = fn.Metadata?.Thon?.Route === 'SocialSignIn';
      expect(variables(fn)?.FACEBOOK_APP_SECRET_ARN).toEqual(social ? { Ref: secretId } : undefined);
      expect(variables(fn)?.FACEBOOK_APP_ID).toEqual(social ? '' : undefined);
    }
  });

  it('gives each route exactly the Cognito actions it declares (a sign-in route cannot create users)', () => {
    const cognito = (routeName: string) =>
      grantsOf('route', routeName)
        .actions.filter((action) => action.startsWith('cognito-idp:'))
        .sort();
    expect(cognito('SignIn')).toEqual(['cognito-idp:AdminInitiateAuth']);
    expect(cognito('SignedWrite')).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
    ]);
    expect(cognito('PublicRead')).toEqual([]);
  });

  it('grants BatchWriteItem only to routes that declare batch-write', () => {
    expect(grantsOf('route', 'SignIn').actions).toContain('dynamodb:PutItem');
    expect(grantsOf('route', 'SignIn').actions).not.toContain('dynamodb:BatchWriteItem');
    expect(grantsOf('route', 'SignedWrite').actions).toContain('dynamodb:BatchWriteItem');
  });

  it('gives a route with table none nothing but its own log group and traces (and the origin secret every function reads)', () => {
    const { ownActions, statements } = grantsOf('route', 'SignedNoTable');
    expect([...new Set(ownActions)].sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const originSecret = statements.filter((statement) =>
      JSON.stringify(statement.Resource).includes('OriginVerify'),
    );
    expect(originSecret.flatMap((statement) => [statement.Action].flat()).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
  });

  it('lets the authorizer read the table and fetch the public key, but not sign', () => {
    const { actions } = grantsOf('authorizer');
    expect(actions).toContain('kms:GetPublicKey');
    expect(actions).not.toContain('kms:Sign');
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).not.toContain('dynamodb:PutItem');
  });
});

describe('reserved concurrency', () => {
  const stage = stageSettings('dev');
  const reservedOf = (kind: string, routeName?: string) =>
    ofType('AWS::Lambda::Function').find(
      ([, fn]) =>
        fn.Metadata?.Thon?.Kind === kind && (routeName === undefined || fn.Metadata.Thon.Route === routeName),
    )?.[1].Properties as { ReservedConcurrentExecutions?: number } | undefined;

  it("reserves the stage's share for the authorizer and for each sign-in route, and none for other routes", () => {
    expect(reservedOf('authorizer')?.ReservedConcurrentExecutions).toBe(stage.reservedConcurrency.authorizer);
    expect(reservedOf('route', 'SignIn')?.ReservedConcurrentExecutions).toBe(
      stage.reservedConcurrency.signIn,
    );
    for (const name of ['PublicRead', 'SignedWrite', 'SignedNoTable']) {
      expect(reservedOf('route', name)?.ReservedConcurrentExecutions, name).toBeUndefined();
    }
  });
});

describe('authorizer', () => {
  it('is a simple-response Lambda authorizer on the Authorization header with no result cache', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 0,
    });
  });

  it('guards exactly the signed-in routes', () => {
    const [authorizerId] = ofType('AWS::ApiGatewayV2::Authorizer').map(([id]) => id);
    expect(authorizerId).toBeDefined();
    const byKey = new Map(
      ofType('AWS::ApiGatewayV2::Route').map(([, route]) => [route.Properties.RouteKey, route.Properties]),
    );
    expect([...byKey.keys()].sort()).toEqual(syntheticRoutes.map(routeKeyOf).sort());
    for (const route of syntheticRoutes) {
      const properties = byKey.get(routeKeyOf(route));
      if (route.auth.kind === 'signed-in') {
        expect(properties).toMatchObject({
          AuthorizationType: 'CUSTOM',
          AuthorizerId: { Ref: authorizerId },
        });
      } else {
        expect(properties).toMatchObject({ AuthorizationType: 'NONE' });
        expect(properties?.AuthorizerId).toBeUndefined();
      }
    }
  });
});

describe('path prefixes', () => {
  it('adds a CloudFront behaviour per prefix', () => {
    const [[, distribution] = []] = ofType('AWS::CloudFront::Distribution');
    const behaviors = distribution?.Properties.DistributionConfig?.CacheBehaviors ?? [];
    // Plus the published images' behaviour (not an API prefix: the uploads bucket's public/ prefix).
    expect(behaviors.map((behavior) => behavior.PathPattern).sort()).toEqual([
      '/api/*',
      '/authentication/*',
      imagesPathPattern,
    ]);
  });

  it('refuses a route CloudFront would not forward, and a duplicate route key', () => {
    expect(() => build(syntheticRoutes, ['/api'])).toThrow(/none of the API path prefixes/);
    const [first] = syntheticRoutes;
    expect(first).toBeDefined();
    if (first)
      expect(() => build([...syntheticRoutes, { ...first, name: 'Again' }])).toThrow(/declared twice/);
  });
});
