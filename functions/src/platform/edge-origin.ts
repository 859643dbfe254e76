// Requests reach the API through CloudFront only. CloudFront adds a secret origin header
// (X-Origin-Verify, a Secrets Manager value generated at deploy time); a request without it went
// around CloudFront, its WAF and its rate limit, and is refused. Only then is CloudFront's
// CloudFront-Viewer-Address trusted as the client address: behind CloudFront, API Gateway's
// sourceIp is an edge server's address, shared by every visitor of that edge, so per-address
// limits would count whole regions.
//
// The value itself is in no function's environment (where the console, a GetFunctionConfiguration
// call or a log of the environment would show it): functions get the secret's ARN and read it from
// Secrets Manager once per instance, at its first request. Locally the local gateway plays
// CloudFront and sends the emulator's copy of the secret; a deployment without the variable (a
// bare API with no CloudFront) checks nothing.
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { secretsManagerClient } from './clients/secrets-manager';
import { optionalSetting } from './environment';
import { originVerifyHeader } from './environment-names';
import { Forbidden } from '../domain/errors';

export const viewerAddressHeader = 'cloudfront-viewer-address';

let originSecret: Promise<string> | undefined;

/** The secret, read once per Lambda instance (a failed read is retried on the next request). */
function readOriginSecret(secretId: string): Promise<string> {
  originSecret ??= (async () => {
    const { SecretString } = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: secretId }),
    );
    if (!SecretString) throw new Error('The origin secret has no value');
    return SecretString;
  })().catch((error: unknown) => {
    originSecret = undefined;
    throw error;
  });
  return originSecret;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "203.0.113.7:443" or "2001:db8::1:443" (IPv6 unbracketed, port last) → the address alone. */
export function viewerAddress(header: string): string | undefined {
  const cut = header.lastIndexOf(':');
  const address = cut > 0 ? header.slice(0, cut) : '';
  return address.replace(/^\[|\]$/g, '') || undefined;
}

/**
 * Refuses a request that did not come through CloudFront (when the deployment has an origin
 * secret), and puts the viewer's own address in `requestContext.http.sourceIp` for the limits.
 */
export async function acceptEdgeRequest(event: APIGatewayProxyEventV2): Promise<void> {
  const secretId = optionalSetting('originVerifySecretArn');
  if (!secretId) return;
  const expected = await readOriginSecret(secretId);
  const headers = event.headers ?? {};
  const given = headers[originVerifyHeader];
  if (!given || !sameSecret(given, expected)) throw new Forbidden();
  const viewer = headers[viewerAddressHeader];
  const address = viewer ? viewerAddress(viewer) : undefined;
  if (address) event.requestContext.http.sourceIp = address;
}
