// Builds the API Gateway HTTP API (payload 2.0) events a deployed Lambda would receive.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

export interface MatchedRequest {
  routeKey: string;
  pathParameters: Record<string, string>;
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

export function buildEvent(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  match: MatchedRequest,
): APIGatewayProxyEventV2 {
  const headers = headersOf(request);
  const isText = body.length === 0 || textTypes.test(headers['content-type'] ?? 'application/json');
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = query[key] ? `${query[key]},${value}` : value;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(';').map((cookie) => cookie.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
  };
}

export function buildAuthorizerEvent(event: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:us-east-1:123456789012:local/$default/${event.routeKey.replace(' ', '')}`,
    identitySource: [event.headers.authorization ?? ''],
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    cookies: event.cookies ?? [],
    headers: event.headers as Record<string, string>,
    queryStringParameters: (event.queryStringParameters ?? {}) as Record<string, string>,
    requestContext: event.requestContext,
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    stageVariables: {},
  };
}
