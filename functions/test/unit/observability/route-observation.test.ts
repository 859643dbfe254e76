// Every route measured and correlated (platform/route-observation.ts through http-api.ts), read as
// CloudWatch and the local stack read it: one EMF document per request with Requests, Faults,
// ClientErrors and Duration by Area, the route's name and the correlation id as properties (not
// dimensions); the correlation id answered in x-correlation-id; the invocation's trace with the
// AWS SDK calls it made handed to the local sink. And the authorizer, measured as its own area.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import type { EmfDocument, TracedInvocation } from '@thon/shared/observability/local-telemetry';
import { NotFound } from '../../../src/domain/errors';
import { dynamoDbClient } from '../../../src/platform/clients/dynamodb';
import { environmentNames } from '../../../src/platform/environment-names';
import { api } from '../../../src/platform/http-api';
import { logger } from '../../../src/platform/logger';
import { localRouteAreasKey } from '../../../src/platform/route-area';
import { observedAuthorizer } from '../../../src/platform/route-observation';
import { recordTelemetry, stopRecordingTelemetry } from '../../support/recording-telemetry-sink';

const globals = globalThis as Record<symbol, unknown>;

let documents: EmfDocument[];
let invocations: TracedInvocation[];
beforeEach(() => {
  process.env[environmentNames.stage] = 'unit';
  ({ documents, invocations } = recordTelemetry());
  globals[localRouteAreasKey] = new Map([[routes.getReferenceLists.name, 'catalog-area']]);
});
afterEach(() => {
  stopRecordingTelemetry();
  globals[localRouteAreasKey] = undefined;
  vi.restoreAllMocks();
});

function request(requestId: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/catalog',
    rawPath: '/api/catalog',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '1',
      apiId: 'a',
      domainName: 'api.thon.example',
      domainPrefix: 'api',
      requestId,
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

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
}

const routeOf = (run: () => Promise<never>) => api(routes.getReferenceLists).handler(run);
const call = async (run: () => Promise<never>, requestId: string) =>
  (await routeOf(run)(request(requestId), {} as Context)) as Answer;

describe('a route request', () => {
  it('is one document: Requests, Faults, ClientErrors, Duration by Area; route and correlation id as properties', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const notFound = await call(() => Promise.reject(new NotFound()), 'req-404');
    const fault = await call(() => Promise.reject(new Error('boom')), 'req-500');
    expect([notFound.statusCode, fault.statusCode]).toEqual([404, 500]);
    expect(documents).toHaveLength(2);
    const [first, second] = documents;
    expect(first?._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Thon/unit',
        Dimensions: [['Area']],
        Metrics: [
          { Name: 'Requests', Unit: 'Count' },
          { Name: 'Faults', Unit: 'Count' },
          { Name: 'ClientErrors', Unit: 'Count' },
          { Name: 'Duration', Unit: 'Milliseconds' },
        ],
      },
    ]);
    expect(first).toMatchObject({
      Area: 'catalog-area',
      Requests: 1,
      Faults: 0,
      ClientErrors: 1,
      route: routes.getReferenceLists.name,
      correlation_id: 'req-404',
    });
    expect(typeof first?.Duration).toBe('number');
    expect(second).toMatchObject({ Faults: 1, ClientErrors: 0, correlation_id: 'req-500' });
  });

  it('answers its correlation id (API Gateway request id) in x-correlation-id, errors included', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const answer = await call(() => Promise.reject(new NotFound()), 'JZcMgi3ioAMEJvQ=');
    expect(answer.headers['x-correlation-id']).toBe('JZcMgi3ioAMEJvQ=');
  });

  it('carries the correlation id on its log lines', async () => {
    const lines: string[] = [];
    vi.spyOn(logger, 'error').mockImplementation(() => {
      lines.push(String(logger.getCorrelationId()));
    });
    await call(() => Promise.reject(new Error('boom')), 'req-logged');
    expect(lines).toEqual(['req-logged']);
  });

  it('hands the local sink its trace: name, status and the AWS SDK calls it made', async () => {
    process.env.AWS_REGION = 'us-east-1';
    process.env.AWS_ENDPOINT_URL = 'http://127.0.0.1:9';
    process.env.AWS_ACCESS_KEY_ID = 'unit';
    process.env.AWS_SECRET_ACCESS_KEY = 'unit';
    await call(async () => {
      await dynamoDbClient()
        .send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }))
        .catch(() => undefined);
      throw new NotFound();
    }, 'req-traced');
    expect(invocations).toHaveLength(1);
    expect(invocations[0]).toMatchObject({
      name: routes.getReferenceLists.name,
      kind: 'route',
      correlationId: 'req-traced',
      outcome: 404,
      calls: [{ service: 'DynamoDB', operation: 'GetItem' }],
    });
    expect(invocations[0]?.calls[0]?.error).toBeTruthy();
  }, 30_000);
});

describe('the authorizer', () => {
  const authorizer = (decide: () => Promise<{ isAuthorized: boolean }>) =>
    observedAuthorizer((_event: { requestContext?: { requestId?: string } }) => decide());

  it("is measured as the area 'authorizer': a refusal a client error, a throw a fault", async () => {
    await authorizer(() => Promise.resolve({ isAuthorized: true }))({ requestContext: { requestId: 'a1' } });
    await authorizer(() => Promise.resolve({ isAuthorized: false }))({ requestContext: { requestId: 'a2' } });
    await expect(
      authorizer(() => Promise.reject(new Error('throttled')))({ requestContext: { requestId: 'a3' } }),
    ).rejects.toThrow('throttled');
    expect(
      documents.map(({ Area, Requests, Faults, ClientErrors, route, correlation_id }) => ({
        Area,
        Requests,
        Faults,
        ClientErrors,
        route,
        correlation_id,
      })),
    ).toEqual([
      {
        Area: 'authorizer',
        Requests: 1,
        Faults: 0,
        ClientErrors: 0,
        route: 'Authorizer',
        correlation_id: 'a1',
      },
      {
        Area: 'authorizer',
        Requests: 1,
        Faults: 0,
        ClientErrors: 1,
        route: 'Authorizer',
        correlation_id: 'a2',
      },
      {
        Area: 'authorizer',
        Requests: 1,
        Faults: 1,
        ClientErrors: 0,
        route: 'Authorizer',
        correlation_id: 'a3',
      },
    ]);
  });
});
