// Creates in the emulator every resource the synthesized CDK template declares that a handler
// touches (table + GSIs, buckets, KMS keys, user pools and clients, SES identities and configuration
// sets, the CloudFront
// distribution, Secrets Manager secrets, SQS queues), then resolves the functions' environment (Ref / Fn::GetAtt /
// Fn::Join) to the local physical ids. Which types and values it handles: ./template-resolution.ts.
import {
  CreateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, type CORSRule } from '@aws-sdk/client-s3';
import { CreateKeyCommand, type KeySpec, type KeyUsageType } from '@aws-sdk/client-kms';
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateDistributionCommand } from '@aws-sdk/client-cloudfront';
import {
  CreateConfigurationSetCommand,
  VerifyDomainIdentityCommand,
  VerifyEmailIdentityCommand,
} from '@aws-sdk/client-ses';
import { CreateSecretCommand } from '@aws-sdk/client-secrets-manager';
import { CreateQueueCommand, GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { randomBytes } from 'node:crypto';
import { cloudFrontClient } from '../src/platform/clients/cloudfront';
import { cognitoClient } from '../src/platform/clients/cognito';
import { dynamoDbClient } from '../src/platform/clients/dynamodb';
import { kmsClient } from '../src/platform/clients/kms';
import { secretsManagerClient } from '../src/platform/clients/secrets-manager';
import { s3Client } from '../src/platform/clients/s3';
import { sesClient } from '../src/platform/clients/ses';
import { sqsClient } from '../src/platform/clients/sqs';
import type { CloudFormationTemplate } from './synthesize';
import {
  checkResourceTypes,
  localAccount as account,
  resolveEnvironment,
  resolveValue,
  type Physical,
} from './template-resolution';

type Props = Record<string, unknown>;

const region = () => process.env.AWS_REGION ?? 'us-east-1';

async function createTable(logicalId: string, props: Props, prefix: string): Promise<Physical> {
  const TableName = `${prefix}-${logicalId}`;
  const gsis = (props.GlobalSecondaryIndexes ?? []) as NonNullable<
    CreateTableCommandInput['GlobalSecondaryIndexes']
  >;
  await dynamoDbClient().send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: props.KeySchema as CreateTableCommandInput['KeySchema'],
      AttributeDefinitions: props.AttributeDefinitions as CreateTableCommandInput['AttributeDefinitions'],
      GlobalSecondaryIndexes: gsis.length
        ? gsis.map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection }))
        : undefined,
    }),
  );
  const ttl = props.TimeToLiveSpecification as { AttributeName?: string; Enabled?: boolean } | undefined;
  if (ttl?.AttributeName && ttl.Enabled) {
    await dynamoDbClient().send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: ttl.AttributeName, Enabled: true },
      }),
    );
  }
  return { ref: TableName, arn: `arn:aws:dynamodb:${region()}:${account}:table/${TableName}` };
}

interface TemplateCorsRule {
  AllowedMethods?: string[];
  AllowedOrigins?: unknown[];
  AllowedHeaders?: string[];
  ExposedHeaders?: string[];
  MaxAge?: number;
}

/**
 * The template's CORS rules for the emulator's bucket. Their origins are the deployed web origins
 * (CloudFront's domain or the custom ones), which locally are the web dev server's: the browser
 * posts presigned uploads straight to the emulator, from there.
 */
export function localCorsRules(props: Props, webOrigins: readonly string[]): CORSRule[] {
  const rules = (props.CorsConfiguration as { CorsRules?: TemplateCorsRule[] } | undefined)?.CorsRules ?? [];
  return rules.map((rule) => ({
    AllowedMethods: rule.AllowedMethods ?? [],
    AllowedOrigins: [...webOrigins],
    ...(rule.AllowedHeaders ? { AllowedHeaders: rule.AllowedHeaders } : {}),
    ...(rule.ExposedHeaders ? { ExposedHeaders: rule.ExposedHeaders } : {}),
    ...(rule.MaxAge === undefined ? {} : { MaxAgeSeconds: rule.MaxAge }),
  }));
}

async function createBucket(
  logicalId: string,
  props: Props,
  prefix: string,
  webOrigins: readonly string[],
): Promise<Physical> {
  const Bucket = `${prefix}-${logicalId}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 63);
  await s3Client().send(new CreateBucketCommand({ Bucket }));
  const CORSRules = localCorsRules(props, webOrigins);
  if (CORSRules.length > 0) {
    await s3Client().send(new PutBucketCorsCommand({ Bucket, CORSConfiguration: { CORSRules } }));
  }
  return { ref: Bucket, arn: `arn:aws:s3:::${Bucket}` };
}

async function createKey(logicalId: string, props: Props): Promise<Physical> {
  const { KeyMetadata } = await kmsClient().send(
    new CreateKeyCommand({
      Description: logicalId,
      KeySpec: props.KeySpec as KeySpec | undefined,
      KeyUsage: props.KeyUsage as KeyUsageType | undefined,
    }),
  );
  if (!KeyMetadata?.KeyId || !KeyMetadata.Arn) throw new Error(`KMS key ${logicalId} was not created`);
  return { ref: KeyMetadata.KeyId, arn: KeyMetadata.Arn };
}

async function createUserPool(logicalId: string, props: Props): Promise<Physical> {
  const policies = props.Policies as { PasswordPolicy?: Record<string, unknown> } | undefined;
  const { UserPool } = await cognitoClient().send(
    new CreateUserPoolCommand({
      PoolName: logicalId,
      Policies: policies?.PasswordPolicy ? { PasswordPolicy: policies.PasswordPolicy } : undefined,
      UsernameConfiguration: props.UsernameConfiguration as { CaseSensitive: boolean } | undefined,
    }),
  );
  if (!UserPool?.Id || !UserPool.Arn) throw new Error(`User pool ${logicalId} was not created`);
  return { ref: UserPool.Id, arn: UserPool.Arn };
}

/**
 * A secret with a random value generated here, as Secrets Manager's GenerateSecretString would at
 * deploy time (e.g. the id key). Its Ref is its ARN, as in CloudFormation.
 */
async function createSecret(logicalId: string, prefix: string): Promise<Physical> {
  const { ARN } = await secretsManagerClient().send(
    new CreateSecretCommand({
      Name: `${prefix}-${logicalId}`,
      SecretString: randomBytes(32).toString('hex'),
    }),
  );
  if (!ARN) throw new Error(`Secret ${logicalId} was not created`);
  return { ref: ARN, arn: ARN };
}

/**
 * A stand-in distribution, so writes' invalidations reach a real CloudFront API (moto's) and tests
 * can read them back. Nothing is served through it locally: the gateway answers directly.
 */
async function createDistribution(logicalId: string): Promise<Physical> {
  const { Distribution } = await cloudFrontClient().send(
    new CreateDistributionCommand({
      DistributionConfig: {
        CallerReference: logicalId,
        Comment: `Local stand-in for ${logicalId}`,
        Enabled: true,
        Origins: {
          Quantity: 1,
          Items: [
            {
              Id: 'api',
              DomainName: 'localhost',
              CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'http-only' },
            },
          ],
        },
        DefaultCacheBehavior: {
          TargetOriginId: 'api',
          ViewerProtocolPolicy: 'allow-all',
          CachePolicyId: 'local',
        },
      },
    }),
  );
  if (!Distribution?.Id || !Distribution.ARN || !Distribution.DomainName) {
    throw new Error(`Distribution ${logicalId} was not created`);
  }
  return {
    ref: Distribution.Id,
    arn: Distribution.ARN,
    attributes: { DomainName: Distribution.DomainName },
  };
}

/**
 * A queue with the template's visibility timeout, retention and redrive policy (moto moves a
 * message to the dead-letter queue on the receive after maxReceiveCount, as SQS does). Encryption
 * at rest has no local meaning. Its Ref is its URL, as in CloudFormation.
 */
async function createQueue(
  logicalId: string,
  props: Props,
  prefix: string,
  physical: Record<string, Physical>,
): Promise<Physical> {
  const QueueName = `${prefix}-${logicalId}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 80);
  const Attributes: Record<string, string> = {};
  for (const name of ['VisibilityTimeout', 'MessageRetentionPeriod', 'DelaySeconds']) {
    if (props[name] !== undefined)
      Attributes[name] = resolveValue(props[name], physical, `${logicalId} ${name}`);
  }
  const redrive = props.RedrivePolicy as
    { deadLetterTargetArn?: unknown; maxReceiveCount?: unknown } | undefined;
  if (redrive) {
    Attributes.RedrivePolicy = JSON.stringify({
      deadLetterTargetArn: resolveValue(redrive.deadLetterTargetArn, physical, `${logicalId} RedrivePolicy`),
      maxReceiveCount: Number(redrive.maxReceiveCount),
    });
  }
  const { QueueUrl } = await sqsClient().send(new CreateQueueCommand({ QueueName, Attributes }));
  if (!QueueUrl) throw new Error(`Queue ${logicalId} was not created`);
  const { Attributes: created } = await sqsClient().send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  return { ref: QueueUrl, arn: created?.QueueArn ?? '', attributes: { QueueName, QueueUrl } };
}

/**
 * A configuration set (SES v1), so sends that name it find it. Its name is the template's, or one
 * made from the prefix as CloudFormation would generate one; its Ref is its name.
 */
async function createConfigurationSet(
  logicalId: string,
  props: Props,
  prefix: string,
  physical: Record<string, Physical>,
): Promise<Physical> {
  const Name =
    props.Name === undefined
      ? `${prefix}-${logicalId}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64)
      : resolveValue(props.Name, physical, `${logicalId} Name`);
  await sesClient().send(new CreateConfigurationSetCommand({ ConfigurationSet: { Name } }));
  return { ref: Name, arn: `arn:aws:ses:${region()}:${account}:configuration-set/${Name}` };
}

export interface LocalResources {
  physical: Record<string, Physical>;
  environment: Record<string, string>;
}

export async function createLocalResources(
  template: CloudFormationTemplate,
  prefix: string,
  /** The local web and admin origins, which stand in for the deployed ones in buckets' CORS rules. */
  webOrigins: readonly string[],
): Promise<LocalResources> {
  checkResourceTypes(template);
  const physical: Record<string, Physical> = {};
  const resources = Object.entries(template.Resources);
  const ofType = (...types: string[]) => resources.filter(([, resource]) => types.includes(resource.Type));

  for (const [id, resource] of ofType('AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable')) {
    physical[id] = await createTable(id, resource.Properties ?? {}, prefix);
  }
  for (const [id, resource] of ofType('AWS::S3::Bucket')) {
    physical[id] = await createBucket(id, resource.Properties ?? {}, prefix, webOrigins);
  }
  for (const [id, resource] of ofType('AWS::KMS::Key'))
    physical[id] = await createKey(id, resource.Properties ?? {});
  for (const [id, resource] of ofType('AWS::Cognito::UserPool')) {
    physical[id] = await createUserPool(id, resource.Properties ?? {});
  }
  for (const [id, resource] of ofType('AWS::Cognito::UserPoolClient')) {
    const props = resource.Properties ?? {};
    const UserPoolId = resolveValue(props.UserPoolId, physical, `${id} UserPoolId`);
    const { UserPoolClient } = await cognitoClient().send(
      new CreateUserPoolClientCommand({
        UserPoolId,
        ClientName: id,
        ExplicitAuthFlows: props.ExplicitAuthFlows as ExplicitAuthFlowsType[] | undefined,
      }),
    );
    physical[id] = { ref: UserPoolClient?.ClientId ?? '', arn: '' };
  }
  for (const [id, resource] of ofType('AWS::SES::EmailIdentity')) {
    const identity = resolveValue(resource.Properties?.EmailIdentity, physical, `${id} EmailIdentity`);
    if (identity.includes('@'))
      await sesClient().send(new VerifyEmailIdentityCommand({ EmailAddress: identity }));
    else await sesClient().send(new VerifyDomainIdentityCommand({ Domain: identity }));
    physical[id] = { ref: identity, arn: `arn:aws:ses:${region()}:${account}:identity/${identity}` };
  }
  for (const [id, resource] of ofType('AWS::SES::ConfigurationSet')) {
    physical[id] = await createConfigurationSet(id, resource.Properties ?? {}, prefix, physical);
  }

  for (const [id] of ofType('AWS::CloudFront::Distribution')) physical[id] = await createDistribution(id);
  for (const [id] of ofType('AWS::SecretsManager::Secret')) physical[id] = await createSecret(id, prefix);
  // Dead-letter queues first: a queue's redrive policy names its dead-letter queue's ARN.
  const queues = ofType('AWS::SQS::Queue').sort(
    ([, a], [, b]) =>
      Number(Boolean(a.Properties?.RedrivePolicy)) - Number(Boolean(b.Properties?.RedrivePolicy)),
  );
  for (const [id, resource] of queues) {
    physical[id] = await createQueue(id, resource.Properties ?? {}, prefix, physical);
  }

  return { physical, environment: resolveEnvironment(template, physical) };
}
