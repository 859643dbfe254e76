// The one mapping from domain refusals to HTTP: each kind's status and body; anything else a 500
// that reveals nothing of what failed.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { noAccess, pleaseSignIn, requestBodyNotJson, somethingWentWrong } from '@thon/shared/catalog/messages';
import {
  CaptchaRequired,
  Conflict,
  Failed,
  Forbidden,
  NotFound,
  RuleBroken,
  ServiceUnavailable,
  TooManyAttempts,
  Unauthenticated,
} from '../../src/domain/errors';
import { errorAnswer } from '../../src/platform/error-responses';
import { api } from '../../src/platform/http-api';
import { logger } from '../../src/platform/logger';

describe('error answers', () => {
  it.each([
    [new RuleBroken('Invalid units.'), 400, 'Invalid units.'],
    [new Unauthenticated(), 401, 'Please sign in.'],
    [new Forbidden(), 403, 'You do not have access to this.'],
    [new NotFound(), 404, 'Not found.'],
    [
      new Conflict('Already assigned a Team Leader for this Team.'),
      409,
      'Already assigned a Team Leader for this Team.',
    ],
    [
      new TooManyAttempts('Sign-in is busy right now. Please try again in a moment.'),
      429,
      'Sign-in is busy right now. Please try again in a moment.',
    ],
    [
      new ServiceUnavailable('Sign-in is busy right now. Please try again in a moment.'),
      503,
      'Sign-in is busy right now. Please try again in a moment.',
    ],
    [
      new Failed('There was a problem creating your Thon. Please contact administrator.'),
      500,
      'There was a problem creating your Thon. Please contact administrator.',
    ],
  ])('%s answers %s with its message', (error, statusCode, message) => {
    const answer = errorAnswer(error);
    expect(answer.statusCode).toBe(statusCode);
    expect(answer.body).toEqual({ message });
    expect(answer.fault).toBe(statusCode >= 500);
  });

  it('carries the field issues of a broken rule', () => {
    const issues = [{ path: 'Goal', message: 'The value entered is not valid' }];
    expect(errorAnswer(new RuleBroken('Please review required fields', issues)).body).toEqual({
      message: 'Please review required fields',
      issues,
    });
  });

  it('carries the code a client acts on: a captcha asked for is a 429 with CaptchaRequired', () => {
    expect(errorAnswer(new CaptchaRequired('Please solve the captcha.'))).toEqual({
      statusCode: 429,
      body: { message: 'Please solve the captcha.', code: 'CaptchaRequired' },
      fault: false,
    });
  });

  it('answers anything else with a plain 500 that leaks nothing', () => {
    const secret = new Error('ConditionalCheckFailed on pk=participant#1234 (table thon-prod)');
    const answer = errorAnswer(secret);
    expect(answer).toEqual({
      statusCode: 500,
      body: { message: 'Something went wrong. Please try again.' },
      fault: true,
    });
    expect(JSON.stringify(answer.body)).not.toContain('thon-prod');
  });
});

function request(
  method: string,
  path: string,
  more: Partial<APIGatewayProxyEventV2> & { authorizer?: unknown } = {},
): APIGatewayProxyEventV2 {
  const { authorizer, ...rest } = more;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '1',
      apiId: 'a',
      domainName: 'api.thon.example',
      domainPrefix: 'api',
      requestId: 'r',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '198.51.100.1', userAgent: '' },
      ...(authorizer === undefined ? {} : { authorizer: { lambda: authorizer } }),
    },
    ...rest,
  } as APIGatewayProxyEventV2;
}

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

describe('the API answers errors through the one mapping', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    logged.mockRestore();
  });

  const failWith = (error: unknown) =>
    api(routes.getReferenceLists).handler(() => Promise.reject(error instanceof Error ? error : new Error('?')));
  const call = async (error: unknown) =>
    (await failWith(error)(request('GET', '/api/catalog'), {} as Context)) as Answer;

  it.each([
    [new RuleBroken('Invalid units.'), 400],
    [new Unauthenticated(), 401],
    [new Forbidden(), 403],
    [new NotFound(), 404],
    [new Conflict('That was changed at the same time. Please try again.'), 409],
    [new TooManyAttempts('Too many attempts. Please wait 15 minutes and try again.'), 429],
    [new ServiceUnavailable('Sign-in is busy right now. Please try again in a moment.'), 503],
  ])('%s: status %s, its message, never cached', async (error, statusCode) => {
    const answer = await call(error);
    expect(answer.statusCode).toBe(statusCode);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ message: error.message });
    // Faults (5xx) are logged in full; refusals are not.
    expect(logged).toHaveBeenCalledTimes(statusCode >= 500 ? 1 : 0);
  });

  it('answers an unknown error with a plain 500 that leaks nothing, and logs it in full', async () => {
    const fault = new TypeError("Cannot read properties of undefined (reading 'pk') at thon-prod");
    const answer = await call(fault);
    expect(logged).toHaveBeenCalledWith('Unhandled fault', fault);
    expect(answer.statusCode).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ message: somethingWentWrong });
    expect(answer.body).not.toMatch(/thon-prod|pk|TypeError/);
  });

  it('answers refusals of the platform itself: no caller, wrong role, unreadable body', async () => {
    const handler = api(routes.createThon).handler(() => Promise.reject(new Error('not reached')));
    const post = (more: Parameters<typeof request>[2]) =>
      handler(request('POST', '/api/events/CreateThon', more), {} as Context) as Promise<Answer>;
    const unsigned = await post({});
    expect([unsigned.statusCode, JSON.parse(unsigned.body)]).toEqual([401, { message: pleaseSignIn }]);
    const parent = await post({ authorizer: { userId: 'u1', sessionId: 's1', role: 'parent' } });
    expect([parent.statusCode, JSON.parse(parent.body)]).toEqual([403, { message: noAccess }]);
    const garbled = await post({
      authorizer: { userId: 'u1', sessionId: 's1', role: 'organizer' },
      body: '{not json',
    });
    expect([garbled.statusCode, JSON.parse(garbled.body)]).toEqual([400, { message: requestBodyNotJson }]);
  });
});
