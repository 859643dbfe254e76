import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '@thon/shared/api/route-definition';
import { routes } from '@thon/shared/api/routes';
import { must } from '../testing/must';
import { server } from '../testing/msw-server';
import { ApiError, callApi } from './api-client';
import { writeSession } from './session-storage';

// A route shaped like the ones later issues add: path parameters, a query and an object answer.
const participantsRoute = defineRoute({
  name: 'TestParticipants',
  summary: 'test only',
  method: 'GET',
  path: '/api/Parent/GetParticipantsByParent/{parentId}/{userId}',
  handler: 'test/participants',
  auth: { kind: 'signed-in', roles: 'any' },
  table: 'read',
  request: {
    path: z.object({ parentId: z.string(), userId: z.string() }),
    query: z.object({ page: z.number().optional(), tag: z.array(z.string()).optional() }),
  },
  response: z.object({ participants: z.array(z.object({ id: z.string() })) }),
});

function captureRequests(pattern: string, answer: () => Response) {
  let seen: Request | undefined;
  server.use(
    http.all(pattern, ({ request }) => {
      seen = request.clone();
      return answer();
    }),
  );
  return () => must(seen, `a request to ${pattern}`);
}

describe('callApi', () => {
  it('fills and encodes path parameters and appends the query', async () => {
    const lastRequest = captureRequests('*/api/Parent/GetParticipantsByParent/*', () =>
      HttpResponse.json({ participants: [{ id: 'p1' }] }),
    );

    const answer = await callApi(participantsRoute, {
      path: { parentId: 'a/b c', userId: 'ü?#' },
      query: { page: 2, tag: ['x', 'y'] },
    });

    expect(answer).toEqual({ participants: [{ id: 'p1' }] });
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/Parent/GetParticipantsByParent/a%2Fb%20c/%C3%BC%3F%23');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.getAll('tag')).toEqual(['x', 'y']);
    expect(lastRequest().method).toBe('GET');
  });

  it('sends a JSON body with Accept, Content-Type and the time zone, and no auth without a session', async () => {
    const lastRequest = captureRequests('*/api/EventCode', () => HttpResponse.json('evt-1'));

    await expect(callApi(routes.eventCode, { body: { EventCode: 'SPRING25' } })).resolves.toBe('evt-1');

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ EventCode: 'SPRING25' });
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(request.headers.has('authorization')).toBe(false);
    expect(request.headers.has('x-user-id')).toBe(false);
  });

  it('sends the stored session as a bearer token and user id', async () => {
    writeSession({ token: 'token-123', userId: 'user-9' });
    const lastRequest = captureRequests('*/api/EventCode', () => HttpResponse.json('evt-1'));

    await callApi(routes.eventCode, { body: { EventCode: 'SPRING25' } });

    expect(lastRequest().headers.get('authorization')).toBe('Bearer token-123');
    expect(lastRequest().headers.get('x-user-id')).toBe('user-9');
  });

  it('throws ApiError with the status, message and issues of an error answer', async () => {
    const issues = [{ path: 'EventCode', message: 'Please enter an event code' }];
    server.use(
      http.post('*/api/EventCode', () =>
        HttpResponse.json({ message: 'Invalid request', issues }, { status: 400 }),
      ),
    );

    const failure = await callApi(routes.eventCode, { body: { EventCode: '' } }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, kind: 'http', message: 'Invalid request', issues });
  });

  it('still throws ApiError with the status when an error answer is not the API error shape', async () => {
    server.use(http.post('*/api/EventCode', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));

    const failure = await callApi(routes.eventCode, { body: { EventCode: 'SPRING25' } }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, kind: 'http' });
  });

  it('rejects an answer that does not match the route response schema', async () => {
    server.use(http.post('*/api/EventCode', () => HttpResponse.json({ eventId: 42 })));

    const failure = await callApi(routes.eventCode, { body: { EventCode: 'SPRING25' } }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, kind: 'invalid-response' });
    expect((failure as ApiError).cause).toBeInstanceOf(z.ZodError);
  });

  it('reports a network failure as ApiError with status 0', async () => {
    server.use(http.post('*/api/EventCode', () => HttpResponse.error()));

    const failure = await callApi(routes.eventCode, { body: { EventCode: 'SPRING25' } }).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({ status: 0, kind: 'network' });
  });

  it('refuses to call a path with a missing parameter', async () => {
    await expect(
      // @ts-expect-error -- userId is required by the route's path schema
      callApi(participantsRoute, { path: { parentId: 'p' } }),
    ).rejects.toThrow(/Missing path parameter "userId"/);
  });
});
