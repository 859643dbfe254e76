import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { publicReads } from '@thon/shared/api/public-reads';
import { server } from '../testing/msw-server';
import { ApiError } from './api-error';
import { readApi } from './read-api';

describe('readApi', () => {
  it('fills and encodes the path and answers the JSON as sent', async () => {
    let seen: URL | undefined;
    const page = { ParticipantId: 'a/b', Supporters: [] };
    server.use(
      http.get('*/api/participants/GetStudentPage/*', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(page);
      }),
    );

    const answer = await readApi(publicReads.getStudentPage, { path: { participantId: 'a/b' } });

    expect(answer).toEqual(page);
    expect(seen?.pathname).toBe('/api/participants/GetStudentPage/a%2Fb');
  });

  it('posts a JSON body with the time zone, and answers a string answer', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/EventCode', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json('evt-1');
      }),
    );

    await expect(readApi(publicReads.eventCode, { body: { EventCode: 'SPRING25' } })).resolves.toBe('evt-1');
    expect(await seen?.json()).toEqual({ EventCode: 'SPRING25' });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('x-time-zone')).toBeTruthy();
  });

  it("throws ApiError with the API's message and issues, or the status alone for a gateway's page", async () => {
    const issues = [{ path: 'eventId', message: 'eventId is required' }];
    server.use(
      http.get('*/api/events/GetEventPage/*', () =>
        HttpResponse.json({ message: 'Invalid request', issues }, { status: 400 }),
      ),
    );
    await expect(readApi(publicReads.getEventPage, { path: { eventId: 'e' } })).rejects.toMatchObject({
      status: 400,
      kind: 'http',
      message: 'Invalid request',
      issues,
    });

    server.use(
      http.get(
        '*/api/events/GetEventPage/*',
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    );
    await expect(readApi(publicReads.getEventPage, { path: { eventId: 'e' } })).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502.',
    });
  });

  it('refuses an answer of the wrong JSON kind: a page in place of the API, an array, null', async () => {
    for (const answer of [
      new HttpResponse('<html>sign in to the wifi</html>'),
      HttpResponse.json([]),
      HttpResponse.json(null),
    ]) {
      server.use(http.get('*/api/events/GetEventPage/*', () => answer.clone()));
      const failure = await readApi(publicReads.getEventPage, { path: { eventId: 'e' } }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 200, kind: 'invalid-response' });
    }
  });

  it('reports a network failure as ApiError with status 0', async () => {
    server.use(http.post('*/api/events/RecordVisit', () => HttpResponse.error()));
    await expect(readApi(publicReads.recordVisit, { body: { EventId: 'e' } })).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
  });
});
