// The API accepts only CloudFront's requests: every function reads the origin secret from Secrets
// Manager (its ARN in ORIGIN_VERIFY_SECRET_ARN, never its value) and refuses a request without it.
// Here a route's handler runs with the emulator's copy of the template's secret, as deployed; and
// through the local gateway, which adds the header as CloudFront does.
import { ListSecretsCommand } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsManagerClient } from '../../src/platform/clients/secrets-manager';
import { environmentNames } from '../../src/platform/environment-names';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const variable = environmentNames.originVerifySecretArn;
let secretArn = '';
let secretValue = '';

beforeAll(async () => {
  const { SecretList = [] } = await secretsManagerClient().send(new ListSecretsCommand({}));
  const found = SecretList.filter((secret) => secret.Name?.includes('OriginVerify'));
  // One stack per run: the bootstrap names its secrets after the template's logical ids.
  expect(found).toHaveLength(1);
  secretArn = found[0]?.ARN ?? '';
  const { GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  secretValue =
    (await secretsManagerClient().send(new GetSecretValueCommand({ SecretId: secretArn }))).SecretString ??
    '';
  expect(secretValue.length).toBeGreaterThan(20);
  process.env[variable] = secretArn;
});
afterAll(() => {
  Reflect.deleteProperty(process.env, variable);
});

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

async function callWith(headers: Record<string, string>) {
  const { handler } = await import('../../src/handlers/catalog/get-reference-lists');
  return (await handler(request(headers), {} as Context)) as { statusCode: number };
}

describe('a function behind CloudFront', () => {
  it('has the secret ARN, not its value, in its environment', () => {
    expect(process.env[variable]).toMatch(/^arn:aws:secretsmanager:/);
    expect(Object.values(process.env)).not.toContain(secretValue);
  });

  it('refuses a request without the origin header, or with a wrong one, with 403', async () => {
    expect((await callWith({})).statusCode).toBe(403);
    expect((await callWith({ 'x-origin-verify': 'guess' })).statusCode).toBe(403);
    expect((await callWith({ 'x-origin-verify': `${secretValue}x` })).statusCode).toBe(403);
  });

  it('answers a request that carries the secret read from Secrets Manager', async () => {
    expect((await callWith({ 'x-origin-verify': secretValue })).statusCode).toBe(200);
  });
});

describe("the local gateway (in CloudFront's place)", () => {
  it('adds the origin header, so requests through it are answered', async () => {
    expect((await apiClient(apiUrl).get('/api/utilities/GetReferenceLists')).status).toBe(200);
  });
});
