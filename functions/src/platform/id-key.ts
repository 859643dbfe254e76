// The id key: a secret generated at deploy time (Secrets Manager, created by CDK; locally by the
// bootstrap) under which natural keys are HMACed. Claim items that keep imports and joins
// idempotent are keyed by these HMACs, so a table dump or a public id cannot be matched against a
// list of names without the secret. Only functions whose route `uses` 'id-key' get the variable
// and read access.
import { createHmac } from 'node:crypto';
import type { IdKey } from '../domain/ports/id-key';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from './clients/secrets-manager';
import { idKeySecretEnvironmentName } from './environment-names';

let idKey: Promise<string> | undefined;

/** The secret, read once per Lambda instance (a failed read is retried on the next call). */
function readIdKey(): Promise<string> {
  idKey ??= (async () => {
    const secretId = process.env[idKeySecretEnvironmentName];
    if (!secretId) throw new Error(`Missing environment variable ${idKeySecretEnvironmentName}`);
    const { SecretString } = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: secretId }),
    );
    if (!SecretString) throw new Error('The id key secret has no value');
    return SecretString;
  })().catch((error: unknown) => {
    idKey = undefined;
    throw error;
  });
  return idKey;
}

/** HMAC-SHA256 (hex) of the parts, joined by newlines (no part may hold one: callers normalize). */
export async function keyedHash(parts: readonly string[]): Promise<string> {
  return createHmac('sha256', await readIdKey())
    .update(parts.join('\n'))
    .digest('hex');
}

/** The IdKey port (domain/ports/id-key.ts) on the deployment's secret. */
export const secretIdKey: IdKey = { keyedHash };
