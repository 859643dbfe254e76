// DynamoDB clients. The SDK reads AWS_ENDPOINT_URL itself, so real AWS, moto and LocalStack all work.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClient } from './instrumented';
import { lazy } from './lazy';

// The document client sends through the base client's middleware stack: traced with it.
export const dynamoDbClient = awsClient(() => new DynamoDBClient({}));
export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoDbClient(), { marshallOptions: { removeUndefinedValues: true } }),
);
