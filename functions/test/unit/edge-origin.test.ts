// The API accepts only CloudFront's requests once the deployment has an origin secret, and then
// counts the viewer's own address (CloudFront-Viewer-Address), not the edge server's.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { viewerAddress } from '../../src/platform/edge-origin';
import { NotFound } from '../../src/domain/errors';
import { api } from '../../src/platform/http-api';

const secret = 'origin-secret-0123456789';

function request(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/catalog',
    rawPath: '/api/catalog',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      accountId: '1',
      apiId: 'a',
      domainName: 'api.thon.example',
      domainPrefix: 'api',
      requestId: 'r',
      routeKey: 'GET /api/catalog',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: {
        method: 'GET',
        path: '/api/catalog',
        protocol: 'HTTP/1.1',
        sourceIp: '130.176.1.1',
        userAgent: '',
      },
    },
  };
}

// A public route's handler that answers with the address the limits would count.
const seen: string[] = [];
const handler = api(routes.getReferenceLists).handler(({ event }) => {
  seen.push(event.requestContext.http.sourceIp);
  return Promise.reject(new NotFound()); // stop once the address is seen
});
const call = async (headers: Record<string, string>) =>
  (await handler(request(headers), {} as Context)) as { statusCode: number };

afterEach(() => {
  delete process.env.ORIGIN_VERIFY;
  seen.length = 0;
});

describe('requests that went around CloudFront', () => {
  it('are refused with 403 when the origin header is missing or wrong', async () => {
    process.env.ORIGIN_VERIFY = secret;
    expect((await call({})).statusCode).toBe(403);
    expect((await call({ 'x-origin-verify': 'guess' })).statusCode).toBe(403);
    expect((await call({ 'x-origin-verify': `${secret}x` })).statusCode).toBe(403);
    expect(seen).toEqual([]);
  });

  it("reach the handler with the viewer's address when the origin header matches", async () => {
    process.env.ORIGIN_VERIFY = secret;
    await call({ 'x-origin-verify': secret, 'cloudfront-viewer-address': '203.0.113.7:50123' });
    expect(seen).toEqual(['203.0.113.7']);
  });

  it('keep the source address when no origin secret is configured (locally)', async () => {
    await call({ 'cloudfront-viewer-address': '203.0.113.7:50123' });
    expect(seen).toEqual(['130.176.1.1']);
  });
});

describe('viewerAddress', () => {
  it('drops the port of IPv4 and IPv6 viewer addresses', () => {
    expect(viewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerAddress('2001:db8:85a3::8a2e:370:7334:46532')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(viewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(viewerAddress('nonsense')).toBeUndefined();
  });
});
