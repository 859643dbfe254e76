// Secrets Manager client, for the id key (HMAC of participants' natural keys).
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { lazy } from './lazy';

export const secretsManagerClient = lazy(() => new SecretsManagerClient({}));
