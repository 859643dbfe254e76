// One lazily created client per AWS service. The SDK reads AWS_ENDPOINT_URL itself, so the
// same code talks to real AWS, moto or LocalStack; S3 emulators need path-style addressing.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { SNSClient } from '@aws-sdk/client-sns';
import { KMSClient } from '@aws-sdk/client-kms';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

const usesEmulator = Boolean(process.env.AWS_ENDPOINT_URL);

function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}

export const dynamoDbClient = lazy(() => new DynamoDBClient({}));
export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoDbClient(), { marshallOptions: { removeUndefinedValues: true } }),
);
export const s3Client = lazy(() => new S3Client({ forcePathStyle: usesEmulator }));
export const sesClient = lazy(() => new SESClient({}));
export const snsClient = lazy(() => new SNSClient({}));
export const kmsClient = lazy(() => new KMSClient({}));
export const cognitoClient = lazy(() => new CognitoIdentityProviderClient({}));
