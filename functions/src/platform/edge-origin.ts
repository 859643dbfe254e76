// Requests reach the API through CloudFront only. CloudFront adds a secret origin header
// (X-Origin-Verify, a Secrets Manager value generated at deploy time); a request without it went
// around CloudFront, its WAF and its rate limit, and is refused. Only then is CloudFront's
// CloudFront-Viewer-Address trusted as the client address: behind CloudFront, API Gateway's
// sourceIp is an edge server's address, shared by every visitor of that edge, so per-address
// limits would count whole regions. Locally (no CloudFront, no ORIGIN_VERIFY) nothing changes.
import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { optionalSetting } from './environment';
import { Forbidden } from '../domain/errors';

export const originVerifyHeader = 'x-origin-verify';
const viewerAddressHeader = 'cloudfront-viewer-address';

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
export function acceptEdgeRequest(event: APIGatewayProxyEventV2): void {
  const expected = optionalSetting('originVerify');
  if (!expected) return;
  const headers = event.headers ?? {};
  const given = headers[originVerifyHeader];
  if (!given || !sameSecret(given, expected)) throw new Forbidden();
  const viewer = headers[viewerAddressHeader];
  const address = viewer ? viewerAddress(viewer) : undefined;
  if (address) event.requestContext.http.sourceIp = address;
}
