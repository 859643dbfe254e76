// What the local gateway adds to API requests in CloudFront's place: the origin secret's value,
// read from the emulator's copy of the template's secret (the bootstrap created it, and the
// functions' ORIGIN_VERIFY_SECRET_ARN names it), so the functions check the header locally as
// they do deployed.
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from '../src/platform/clients/secrets-manager';
import { environmentNames } from '../src/platform/environment-names';

export async function localEdge(): Promise<{ originVerify: string } | undefined> {
  const secretId = process.env[environmentNames.originVerifySecretArn];
  if (!secretId) return undefined;
  const { SecretString } = await secretsManagerClient().send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  if (!SecretString) throw new Error('The local origin secret has no value');
  return { originVerify: SecretString };
}
