// DynamoDB clients. The SDK reads AWS_ENDPOINT_URL itself, so real AWS, moto and LocalStack all work.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { lazy } from './lazy';

export const dynamoDbClient = lazy(() => new DynamoDBClient({}));
export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoDbClient(), { marshallOptions: { removeUndefinedValues: true } }),
);
