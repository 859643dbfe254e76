// Request parsing refuses a string that is not text (a lone UTF-16 surrogate) in every part of a
// request a handler can read, naming where it sits, before any schema or store sees it.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '@thon/shared/api/routes/auth';
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { textNotWellFormed } from '@thon/shared/catalog/messages';
import { RuleBroken } from '../../src/domain/errors';
import { parseRequest } from '../../src/platform/request-parsing';
import { illFormedTextPath } from '../../src/platform/well-formed-text';

const eventId = '7d3c1a52-3e8f-4c47-9d7e-2c1f0b6a9e11';

function request(parts: Partial<APIGatewayProxyEventV2>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'ANY /',
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    ...parts,
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ message: string; issues: unknown }> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RuleBroken);
  return { message: (error as RuleBroken).message, issues: (error as RuleBroken).issues };
}

const refused = (path: string) => ({
  message: textNotWellFormed,
  issues: [{ path, message: textNotWellFormed }],
});

describe('parseRequest and ill-formed text', () => {
  const eventPage = publicPageRoutes.getEventPage;

  it('refuses a lone surrogate in a path parameter', async () => {
    const event = request({ pathParameters: { eventId: `${eventId}\ud800` } });
    expect(await refusal(parseRequest(eventPage, event))).toEqual(refused('eventId'));
  });

  it('refuses one in a query string value or name, even where the route takes no query', async () => {
    const path = { pathParameters: { eventId } };
    expect(
      await refusal(parseRequest(eventPage, request({ ...path, queryStringParameters: { q: '\udc00' } }))),
    ).toEqual(refused('q'));
    expect(
      await refusal(
        parseRequest(eventPage, request({ ...path, queryStringParameters: { ['\udc00']: 'x' } })),
      ),
    ).toEqual(refused('\udc00'));
  });

  it('refuses one in a header a handler may read', async () => {
    const event = request({ pathParameters: { eventId }, headers: { 'idempotency-key': 'key-\ud83d' } });
    expect(await refusal(parseRequest(eventPage, event))).toEqual(refused('idempotency-key'));
  });

  it('refuses one inside a base64-encoded JSON body, naming the nested field', async () => {
    const body = Buffer.from('{"Username":"ada","Password":"x","Extra":[{"deep":"\\udfff"}]}').toString(
      'base64',
    );
    const event = request({ body, isBase64Encoded: true });
    expect(await refusal(parseRequest(authRoutes.login, event))).toEqual(refused('Extra.0.deep'));
  });

  it('walks a body nested far deeper than a call stack without failing', async () => {
    const depth = 30_000;
    const nested = `${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`;
    expect(illFormedTextPath(JSON.parse(nested) as unknown)).toBe(Array(depth).fill('0').join('.'));
    const event = request({ body: `{"Username":${nested}}` });
    expect((await refusal(parseRequest(authRoutes.login, event))).message).toBe(textNotWellFormed);
  });

  it('passes well-formed text: surrogate pairs, any script', async () => {
    const body = JSON.stringify({ Username: 'Zoë 😀 中文', Password: 'Integration#2026' });
    const parsed = await parseRequest(authRoutes.login, request({ body }));
    expect(parsed.body).toMatchObject({ Username: 'Zoë 😀 中文' });
    expect(illFormedTextPath({ a: ['\ud83d\ude00'], b: new File([], 'ok.png') })).toBeUndefined();
  });
});
