// THE construct every Lambda of the API goes through (route handlers, the authorizer and the
// background jobs of infra/constructs/background-jobs.ts):
// Node 22 on arm64, the shared esbuild bundling, the functions' one log group, its own role, the full environment,
// and least-privilege grants derived from the route table's `table` and `uses` fields.
import {
  environmentNames,
  facebookAppEnvironmentNames,
  grantScopedEnvironmentKeys,
  idKeySecretEnvironmentName,
  jiraEnvironmentNames,
  observabilityEnvironmentNames,
  paymentProviderEnvironmentNames,
  paymentWebhookEnvironmentNames,
  supportEnvironmentNames,
  type EnvironmentKey,
} from '@thon/functions/platform/environment-names';
import type { ExtraResource, TableAccess } from '@thon/shared/api/route-definition';
import { routeAreas } from '@thon/shared/api/routes';
import { metricNamespace } from '@thon/shared/observability/metric-catalog';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import {
  PolicyDocument,
  PolicyStatement,
  Role,
  ServicePrincipal,
  type AddToPrincipalPolicyResult,
  type RoleProps,
} from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { handlerEntry, lockFile, repositoryRoot } from '../lib/repository';
import type { StageSettings } from '../lib/stage';
import { bundlingFor } from './bundling';
import { nagReference } from './nag-reference';
import {
  studentPhotoKeyPatterns,
  studentPhotoStatements,
  uploadsKeyPatterns,
  uploadsStatements,
} from './uploads-grants';

export const functionRuntime = Runtime.NODEJS_22_X;
export const functionArchitecture = Architecture.ARM_64;

/**
 * A handler module as deployable code: its entry, runtime and architecture, and the bundling
 * (infra/test/native-modules.test.ts bundles functions with exactly this).
 */
export function functionCode(handler: string) {
  return {
    entry: handlerEntry(handler),
    handler: 'handler',
    runtime: functionRuntime,
    architecture: functionArchitecture,
    bundling: bundlingFor(handler),
    projectRoot: repositoryRoot,
    depsLockFilePath: lockFile,
  } satisfies NodejsFunctionProps;
}

/** What a function may touch: the route table's grants, plus 'verify-key' (public key only, for the authorizer). */
export type FunctionGrant = ExtraResource | 'verify-key';

/** The shared resources and the environment every function receives. */
export interface ApiPlatform {
  readonly stage: StageSettings;
  readonly table: ITable;
  readonly uploads: IBucket;
  /**
   * The one log group every API function writes to. Lambda names a shared group's streams
   * `YYYY/MM/DD/<function name>[<version>]<instance>`, so each function's lines stay apart; one
   * group instead of one per function keeps the stack under CloudFormation's 500 resources.
   */
  readonly functionLogs: ILogGroup;
  readonly signingKey: IKey;
  readonly userPool: IUserPool;
  readonly mailFrom: IEmailIdentity;
  /** The CloudFront distribution in front of the API; 'cdn' functions invalidate its copies. */
  readonly distribution: IDistribution;
  /** The id key secret; only 'id-key' functions get its ARN (environment) and read access. */
  readonly idKey: ISecret;
  /**
   * The secret CloudFront sends as X-Origin-Verify: every function gets its ARN (environment), and
   * route functions read access; they read the value at their first request
   * (functions/src/platform/edge-origin.ts).
   */
  readonly originVerify: ISecret;
  /** Our Facebook app; only 'facebook-app' functions get its id, its secret's ARN and read access. */
  readonly facebookApp: { readonly appId: string; readonly secret: ISecret };
  /** The payment provider's API key; only 'payment-provider' functions get its ARN and read access. */
  readonly paymentProvider: ISecret;
  /**
   * The provider's test-mode API key, which test Thons charge through (a rehearsal moves no real
   * money); 'payment-provider' functions get its ARN and read access beside the live one's.
   */
  readonly paymentProviderTestMode: ISecret;
  /** The provider's webhook signing secret; only 'payment-webhook' functions get its ARN and read access. */
  readonly paymentWebhook: ISecret;
  /** The pledge-charges queue; only 'pledge-queue' functions may send to it and get its URL. */
  readonly pledgeQueue: IQueue;
  /** The invalidation retry queue; 'cdn' functions queue what CloudFront refused there. */
  readonly invalidationQueue: IQueue;
  /**
   * The SES configuration set whose event destination reports bounces and complaints
   * (infra/constructs/email-delivery.ts); 'email' functions get its name and may send with it.
   */
  readonly emailConfigurationSet: { readonly name: string; readonly arn: string };
  /** The SMS sender id (context smsSenderId); 'sms' functions get it. */
  readonly smsSenderId: string;
  /**
   * The support desk; 'jira' functions get it: support's address (context supportEmail,
   * default the mail-from address), the issue types offered without Jira (context
   * supportIssueTypes, comma-separated; empty: the catalogue's), and, when the deployment has a
   * Jira (context jiraSiteUrl, jiraProjectKey, jiraUserEmail), its settings and the API token's
   * secret (read access for those functions only).
   */
  readonly support: {
    readonly email: string;
    readonly issueTypes: string;
    readonly jira?: {
      readonly siteUrl: string;
      readonly projectKey: string;
      readonly userEmail: string;
      readonly apiToken: ISecret;
    };
  };
  /**
   * Values for the names of functions' environmentNames every function receives, as CloudFormation
   * references where possible; the grant-scoped ones come with their grant.
   */
  readonly environment: Readonly<Record<CommonEnvironmentKey, string>>;
}

type CommonEnvironmentKey = Exclude<EnvironmentKey, (typeof grantScopedEnvironmentKeys)[number]>;
const grantScoped: ReadonlySet<EnvironmentKey> = new Set(grantScopedEnvironmentKeys);

export interface ApiFunctionProps {
  readonly platform: ApiPlatform;
  /** Handler module under functions/src/handlers, without extension. */
  readonly handler: string;
  readonly description: string;
  readonly table: TableAccess;
  readonly uses?: readonly FunctionGrant[];
  /** Reserved concurrency (the authorizer, sign-in routes); undefined draws from the unreserved pool. */
  readonly reservedConcurrency?: number;
  /** Seconds; 10 unless the function does longer work (the pledge-charges worker). */
  readonly timeoutSeconds?: number;
  /** MB; 1024 unless given (the background jobs' table gives each its own). */
  readonly memorySize?: number;
  /** Written to the function's CloudFormation Metadata under `Thon` (for the bench and the local tools). */
  readonly metadata: Readonly<Record<string, string>>;
}

// No Scan: every request path is a GetItem or a Query (docs/architecture.md), and IAM enforces it.
// TransactGetItems / TransactWriteItems are authorized through these per-item actions.
// BatchWriteItem is not part of 'write': a route that batch-writes declares 'batch-write'.
const readActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
const tableActions: Record<TableAccess, readonly string[]> = {
  none: [],
  read: readActions,
  write: [...readActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
};

const userPoolPrefix = 'user-pool:';

/**
 * Each route's area (the route table's index), by route name: the `Area` dimension of its request
 * metrics. A route function bundles only its own area's table, so it is told its area (ROUTE_AREA).
 */
const areaOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(routeAreas).flatMap(([area, routes]) =>
    Object.values(routes).map((route) => [route.name, area] as const),
  ),
);

/**
 * A role whose grants are written into the role itself (an inline policy of AWS::IAM::Role) rather
 * than into a separate AWS::IAM::Policy, which CDK's Role adds. Same permissions, same size limit
 * (both are inline policies), one CloudFormation resource fewer per function: with one function
 * per route an area's nested stack stays small (infra/test/stack-limits.test.ts).
 */
export class InlinePolicyRole extends Role {
  private readonly inlineGrants: PolicyDocument;

  constructor(scope: Construct, id: string, props: RoleProps) {
    const grants = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, Grants: grants } });
    this.inlineGrants = grants;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: ILogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { platform } = props;

    this.logGroup = platform.functionLogs;
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to the functions' log group only.
    this.role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Thon ${platform.stage.name}: ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);
    // Only functions behind the API receive viewers' requests and so check CloudFront's origin
    // header; the authorizer and background workers never read the secret.
    if (props.metadata.Kind === 'route') platform.originVerify.grantRead(this.role);

    const environment: Record<string, string> = { NODE_OPTIONS: '--enable-source-maps' };
    for (const key of Object.keys(environmentNames) as EnvironmentKey[]) {
      if (!grantScoped.has(key))
        environment[environmentNames[key]] = platform.environment[key as CommonEnvironmentKey];
    }
    // Powertools' own settings (the code passes the same values; these keep Powertools' view in
    // the console and any tool reading the environment in step). Metrics are EMF log lines: no
    // further setting or permission.
    environment[observabilityEnvironmentNames.serviceName] = 'thon';
    environment[observabilityEnvironmentNames.metricsNamespace] = metricNamespace(platform.stage.name);
    const area = props.metadata.Kind === 'route' ? areaOfRoute.get(props.metadata.Route ?? '') : undefined;
    if (area !== undefined) environment[observabilityEnvironmentNames.routeArea] = area;

    this.function = new NodejsFunction(this, 'Function', {
      ...functionCode(props.handler),
      description: props.description,
      memorySize: props.memorySize ?? 1024,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      role: this.role,
      logGroup: this.logGroup,
      environment,
      // X-Ray: CDK grants xray:PutTraceSegments and xray:PutTelemetryRecords (the role's inline
      // policy); Powertools Tracer (functions/src/platform/tracer.ts) writes the segments.
      tracing: Tracing.ACTIVE,
      ...(props.reservedConcurrency === undefined
        ? {}
        : { reservedConcurrentExecutions: props.reservedConcurrency }),
    });
    (this.function.node.defaultChild as CfnFunction).addMetadata('Thon', props.metadata);
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the design mandates (the code is tested on it); moving to a newer one is a deliberate upgrade.',
    });

    this.acknowledgeWildcard(
      'Resource::*',
      'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource ARN; IAM only accepts "*" for them.',
    );

    this.grant(platform, props.table, props.uses ?? []);
  }

  private grant(platform: ApiPlatform, table: TableAccess, uses: readonly FunctionGrant[]): void {
    const actions = tableActions[table];
    if (actions.length > 0) {
      platform.table.grant(this.role, ...actions);
      this.acknowledgeWildcard(
        `Resource::${nagReference(this, platform.table.tableArn)}/index/*`,
        "Queries reach the table's global secondary indexes (gsi1 to gsi4); the wildcard covers the index ARNs of this one table only.",
      );
    }
    const userPoolCalls = uses.filter((use) => use.startsWith(userPoolPrefix));
    if (userPoolCalls.length > 0) {
      // Only the calls the route declares (e.g. sign-in: AdminInitiateAuth, never AdminCreateUser).
      const calls = [...new Set(userPoolCalls)].map(
        (use) => `cognito-idp:${use.slice(userPoolPrefix.length)}`,
      );
      platform.userPool.grant(this.role, ...calls);
    }
    for (const use of new Set(uses)) {
      switch (use) {
        case 'uploads':
          for (const statement of uploadsStatements(platform.uploads))
            this.role.addToPrincipalPolicy(statement);
          for (const pattern of Object.values(uploadsKeyPatterns)) {
            this.acknowledgeWildcard(
              `Resource::${nagReference(this, platform.uploads.bucketArn)}/${pattern}`,
              'Uploaded images get generated object keys; the wildcard covers one prefix of the uploads bucket (deletes: incoming/ only).',
            );
          }
          break;
        case 'student-photos':
          for (const statement of studentPhotoStatements(platform.uploads))
            this.role.addToPrincipalPolicy(statement);
          for (const pattern of Object.values(studentPhotoKeyPatterns)) {
            this.acknowledgeWildcard(
              `Resource::${nagReference(this, platform.uploads.bucketArn)}/${pattern}`,
              "Families' photos get generated object keys; the wildcard covers one prefix of the uploads bucket (pending or published student photos).",
            );
          }
          break;
        case 'signing-key':
          platform.signingKey.grant(this.role, 'kms:Sign', 'kms:GetPublicKey');
          break;
        case 'verify-key':
          platform.signingKey.grant(this.role, 'kms:GetPublicKey');
          break;
        case 'batch-write':
          if (table !== 'write') throw new Error(`'batch-write' needs table 'write' (${this.node.path})`);
          platform.table.grant(this.role, 'dynamodb:BatchWriteItem');
          break;
        case 'email':
          platform.mailFrom.grant(this.role, 'ses:SendEmail', 'ses:SendRawEmail');
          // Sending with a configuration set is authorized on the set too (its ARN is a resource
          // of the send), and every send names ours so bounces and complaints come back.
          this.role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['ses:SendEmail', 'ses:SendRawEmail'],
              resources: [platform.emailConfigurationSet.arn],
            }),
          );
          this.function.addEnvironment(
            environmentNames.emailConfigurationSet,
            platform.emailConfigurationSet.name,
          );
          break;
        case 'cdn':
          platform.distribution.grantCreateInvalidation(this.role);
          // A refused invalidation is queued for the retry worker, never dropped.
          platform.invalidationQueue.grantSendMessages(this.role);
          this.function.addEnvironment(
            environmentNames.invalidationQueueUrl,
            platform.invalidationQueue.queueUrl,
          );
          break;
        case 'id-key':
          platform.idKey.grantRead(this.role);
          this.function.addEnvironment(idKeySecretEnvironmentName, platform.idKey.secretArn);
          break;
        case 'facebook-app':
          platform.facebookApp.secret.grantRead(this.role);
          this.function.addEnvironment(facebookAppEnvironmentNames.appId, platform.facebookApp.appId);
          this.function.addEnvironment(
            facebookAppEnvironmentNames.appSecretArn,
            platform.facebookApp.secret.secretArn,
          );
          break;
        case 'payment-provider':
          platform.paymentProvider.grantRead(this.role);
          this.function.addEnvironment(
            paymentProviderEnvironmentNames.apiKeyArn,
            platform.paymentProvider.secretArn,
          );
          platform.paymentProviderTestMode.grantRead(this.role);
          this.function.addEnvironment(
            paymentProviderEnvironmentNames.testApiKeyArn,
            platform.paymentProviderTestMode.secretArn,
          );
          break;
        case 'payment-webhook':
          platform.paymentWebhook.grantRead(this.role);
          this.function.addEnvironment(
            paymentWebhookEnvironmentNames.secretArn,
            platform.paymentWebhook.secretArn,
          );
          break;
        case 'jira': {
          const { support } = platform;
          this.function.addEnvironment(supportEnvironmentNames.supportEmail, support.email);
          if (support.issueTypes !== '')
            this.function.addEnvironment(supportEnvironmentNames.issueTypes, support.issueTypes);
          if (support.jira) {
            support.jira.apiToken.grantRead(this.role);
            this.function.addEnvironment(jiraEnvironmentNames.siteUrl, support.jira.siteUrl);
            this.function.addEnvironment(jiraEnvironmentNames.projectKey, support.jira.projectKey);
            this.function.addEnvironment(jiraEnvironmentNames.userEmail, support.jira.userEmail);
            this.function.addEnvironment(jiraEnvironmentNames.apiTokenArn, support.jira.apiToken.secretArn);
          }
          break;
        }
        case 'pledge-queue':
          platform.pledgeQueue.grantSendMessages(this.role);
          this.function.addEnvironment(environmentNames.pledgeQueueUrl, platform.pledgeQueue.queueUrl);
          break;
        case 'sms':
          // Publishing an SMS straight to a phone number, and asking whether a number opted out
          // (STOP), have no resource ARN to scope to.
          this.role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['sns:Publish', 'sns:CheckIfPhoneNumberIsOptedOut'],
              resources: ['*'],
            }),
          );
          this.acknowledgeWildcard(
            'Resource::*',
            'sns:Publish to a phone number (SMS share) and sns:CheckIfPhoneNumberIsOptedOut have no resource ARN; IAM only accepts "*" for them.',
          );
          this.function.addEnvironment(environmentNames.smsSenderId, platform.smsSenderId);
          break;
      }
    }
  }

  private acknowledgeWildcard(finding: string, reason: string): void {
    Validations.of(this).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}
