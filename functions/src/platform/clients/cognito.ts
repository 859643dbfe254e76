// Cognito user-pool client, for password credentials.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { awsClient } from './instrumented';

export const cognitoClient = awsClient(() => new CognitoIdentityProviderClient({}));
