// The session token is a secret: it travels only in the Authorization header, never in a URL
// (paths and query strings end up in access logs). Every request the app makes while a teacher
// and a participant use their pages is recorded and checked.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { teacherCheckPathSchema } from '@thon/shared/api/schemas/participants';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { signInAs, testSessions } from '../testing/sessions';
import { thonHandlers } from '../testing/thon-handlers';

const teacherCheckPrefix = routes.isLoggedInUserIsTeacher.path.replace('{token}', '');

function recordRequests(): { url: string; authorization: string | null }[] {
  const seen: { url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('the session token in requests', () => {
  it.each([
    ['a teacher on /Home/MyAccount', testSessions.teacher, '/Home/MyAccount', 'Welcome,'],
    ['a teacher on the class page', testSessions.teacher, '/teacher/class', 'My class'],
    ['a participant on /Home/MyAccount', testSessions.participant, '/Home/MyAccount', 'Welcome,'],
  ])(
    'never appears in a URL for %s; the teacher check sends a placeholder',
    async (_case, session, path, heading) => {
      server.use(...thonHandlers({ status: 'live' }));
      const seen = recordRequests();
      signInAs(session);
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading) });

      // The heading may show before the teacher check has gone out: wait for the check, not a count
      // taken at once.
      const teacherChecksOf = () =>
        seen.filter(({ url }) => new URL(url).pathname.startsWith(teacherCheckPrefix));
      await waitFor(() => expect(teacherChecksOf()).toHaveLength(1));
      const teacherChecks = teacherChecksOf();
      for (const { url } of teacherChecks) {
        const token = decodeURIComponent(new URL(url).pathname.slice(teacherCheckPrefix.length));
        expect(teacherCheckPathSchema.safeParse({ token }).success).toBe(true);
      }
      expect(seen.some(({ authorization }) => authorization === `Bearer ${session.Token}`)).toBe(true);
      for (const { url } of seen) {
        expect(decodeURIComponent(url)).not.toContain(session.Token);
        // Nor any part of it (a JWT's signature alone would do harm).
        for (const part of session.Token.split('.')) expect(url).not.toContain(part);
      }
    },
  );
});
