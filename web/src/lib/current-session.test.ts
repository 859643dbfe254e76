import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { mswPath } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { signInAs, testSessions } from '../testing/sessions';
import { forgetCurrentSession, loadCurrentSession } from './current-session';
import { readSession } from './session-storage';

describe('the current session', () => {
  it('is null without a stored session, and asks nothing', async () => {
    expect(await loadCurrentSession()).toBeNull();
  });

  it('is loaded once per token, sending the token and user id', async () => {
    const seen: { authorization: string | null; userId: string | null }[] = [];
    server.use(
      http.get(mswPath(routes.getSession), ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          userId: request.headers.get('x-user-id'),
        });
        return HttpResponse.json(testSessions.parent);
      }),
    );
    signInAs(testSessions.parent);

    const [first, second] = await Promise.all([loadCurrentSession(), loadCurrentSession()]);
    expect(first).toEqual(testSessions.parent);
    expect(second).toBe(first);
    expect(await loadCurrentSession()).toBe(first);
    expect(seen).toEqual([
      { authorization: `Bearer ${testSessions.parent.Token}`, userId: testSessions.parent.UserId },
    ]);

    forgetCurrentSession();
    await loadCurrentSession();
    expect(seen).toHaveLength(2);
  });

  it.each([401, 403])('forgets a token the API refuses with %i', async (status) => {
    server.use(http.get(mswPath(routes.getSession), () => HttpResponse.json({ message: 'No' }, { status })));
    signInAs(testSessions.vendor);
    expect(await loadCurrentSession()).toBeNull();
    expect(readSession()).toBeUndefined();
  });

  it.each([500, 502, 503, 429])('keeps the token and asks again after a %i', async (status) => {
    server.use(
      http.get(mswPath(routes.getSession), () => HttpResponse.json({ message: 'Down' }, { status }), {
        once: true,
      }),
    );
    signInAs(testSessions.vendor);
    await expect(loadCurrentSession()).rejects.toMatchObject({ status });
    expect(readSession()).toBeDefined();
    expect(await loadCurrentSession()).toEqual(testSessions.vendor);
  });
});
