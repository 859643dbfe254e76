// Cognito user-pool client, for password credentials.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { lazy } from './lazy';

export const cognitoClient = lazy(() => new CognitoIdentityProviderClient({}));
