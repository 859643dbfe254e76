// The real Lambda authorizer, run inside the `authorizer` phase so that the DynamoDB counter can
// tell its requests from the route handler's. The bench's own gateway loads this module in place
// of functions/src/handlers/auth/authorize.ts.
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { handler as authorize } from '@thon/functions/handlers/auth/authorize';
import { phase } from './dynamodb-counter';

export const handler = (event: APIGatewayRequestAuthorizerEventV2) =>
  phase.run('authorizer', () => authorize(event));
