// The edge check without an origin secret, and how the viewer's address is read. The check with
// the secret (read from Secrets Manager) runs against the emulator: integration/edge-origin.test.ts.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { viewerAddress } from '../../src/platform/edge-origin';
import { NotFound } from '../../src/domain/errors';
import { api } from '../../src/platform/http-api';

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
  seen.length = 0;
});

describe('a deployment without an origin secret (a bare API, no CloudFront)', () => {
  it('keeps the source address: no header is checked and CloudFront-Viewer-Address is not trusted', async () => {
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
