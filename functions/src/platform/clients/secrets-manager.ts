// Secrets Manager client, for the id key (HMAC of participants' natural keys).
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClient } from './instrumented';

export const secretsManagerClient = awsClient(() => new SecretsManagerClient({}));
