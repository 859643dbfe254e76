import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { mswPath, validSsoCode } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { setPageSetting } from '../../../testing/page-settings';
import { pledgeApi } from '../../../testing/pledge-handlers';
import { renderApp } from '../../../testing/render-app';
import { makeSession, signInAs, testSessions } from '../../../testing/sessions';
import { findAlertSaying } from '../../../testing/alert';
import { avaEntry } from '../../../testing/participant-handlers';
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import type { SetStudentPageMessageRequest } from '@thon/shared/api/schemas/student-pages';

describe('my account', () => {
  beforeEach(() => server.use(...pledgeApi().handlers));
  afterEach(() => vi.restoreAllMocks());

  it('greets a teacher by name and leads to the class', async () => {
    signInAs(testSessions.teacher);
    renderApp('/Home/MyAccount?action=LoginPage');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Teacher', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your class' })).toHaveAttribute('href', '/teacher/class');
    expect(screen.queryByRole('button', { name: /Open (admin|main) site/ })).not.toBeInTheDocument();
  });

  it('shows a participant their student page link and figures', async () => {
    signInAs(testSessions.participant);
    renderApp('/Home/MyAccount');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava Johnson' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ava’s student page' })).toHaveAttribute(
      'href',
      '/student/participant-ava',
    );
    expect(screen.getByText(/Goal \$350 · raised \$420 · 12 units/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Ava Johnson' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it("lists the participant's own pledges with totals", async () => {
    signInAs(testSessions.participant);
    renderApp('/Home/MyAccount');
    const pledges = await screen.findByRole('region', { name: 'Your pledges' });
    await waitFor(() =>
      expect(within(pledges).getByLabelText('Totals for Ava J.')).toHaveTextContent(
        'Raised$75Pledged (estimate)$8Pledges3',
      ),
    );
    const items = within(within(pledges).getByRole('list', { name: 'Pledges for Ava J.' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Grandma R.',
      'Anonymous',
      'Uncle Joe',
    ]);
    expect(items[0]).toHaveTextContent('Run fast, Ava!');
  });

  it('goes by the role, as the server does: a stray parent flag on a participant changes nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    signInAs({ ...testSessions.participant, IsParent: true, ParentId: 'parent-ava' });
    renderApp('/Home/MyAccount');

    expect(await screen.findByRole('link', { name: 'View Ava’s student page' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(screen.queryByRole('link', { name: 'Go to your parent dashboard' })).not.toBeInTheDocument();
    expect(calls.some((path) => path.includes('/GetParticipantsByUserId/user-ava'))).toBe(true);
    expect(calls.some((path) => path.includes('/GetParticipantsByParent/'))).toBe(false);
  });

  it.each([
    ['organizer', 'Create a Thon', '/organizer/thons/new'],
    ['super-admin', 'Create a Thon', '/organizer/thons/new'],
    ['organizer', 'My Thons', '/organizer/thons'],
    ['super-admin', 'My Thons', '/organizer/thons'],
  ] as const)('leads a %s to a new Thon and to their Thons (%s)', async (role, name, href) => {
    signInAs(makeSession(role, { UserId: `user-${role}-x` }));
    renderApp('/Home/MyAccount');
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('makes no participant or teacher call for a super admin', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    signInAs(testSessions.superAdmin);
    renderApp('/Home/MyAccount');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' });
    server.events.removeAllListeners();
    expect(calls.filter((path) => /participants|Parent|IsLoggedInUserIsTeacher/i.test(path))).toEqual([]);
  });

  it('says so when the participants cannot be loaded', async () => {
    server.use(
      http.get(mswPath(routes.getParticipantsByUserId), () =>
        HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    signInAs(testSessions.participant);
    renderApp('/Home/MyAccount');
    await findAlertSaying(screen, 'Your participants could not be loaded: Something went wrong.');
  });

  it('offers a super admin the admin site through a one-time hand-off code', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const targets: unknown[] = [];
    server.use(
      http.post(mswPath(routes.createSsoHandoff), async ({ request }) => {
        targets.push(await request.clone().json());
        return undefined;
      }),
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('button', { name: 'Open admin site' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`http://admin.localhost:5173/sso#code=${validSsoCode}`),
    );
    expect(targets).toEqual([{ Target: 'admin' }]);
    expect(assign.mock.calls[0]?.[0]).not.toContain(testSessions.superAdmin.Token);
  });

  it('offers the main site on the admin host', async () => {
    setPageSetting('thon-admin-hosts', window.location.hostname);
    signInAs(testSessions.superAdmin);
    renderApp('/Home/MyAccount');
    expect(await screen.findByRole('button', { name: 'Open main site' })).toBeInTheDocument();
  });

  it('follows only an address of the other site’s /sso page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    server.use(
      http.post(mswPath(routes.createSsoHandoff), () =>
        HttpResponse.json({ Code: 'c', Url: 'javascript:alert(1)' }),
      ),
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('button', { name: 'Open admin site' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The other site could not be opened. Please try again.',
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('lets a super admin clear the public caches and shows what happened', async () => {
    let calls = 0;
    server.use(
      http.get(mswPath(routes.clearCache), () => {
        calls += 1;
        return HttpResponse.json({
          Cleared: [],
          InvalidationPaths: ['/api/events/GetEventPage/*'],
          Invalidated: true,
          InvalidationId: 'I1',
          Note: 'CloudFront is removing its copies of public data; this takes a few minutes.',
        });
      }),
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('button', { name: 'Clear public caches' }));

    expect(await screen.findByText(/^Caches cleared\. CloudFront is removing/)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  describe("a participant's own message on their page", () => {
    /** The participant's own entry (no access code), in the given grade. */
    function ownEntryInGrade(grade: string | null) {
      const { AccessCode: _secret, ...ownEntry } = avaEntry;
      server.use(
        http.get(mswPath(routes.getParticipantsByUserId), () =>
          HttpResponse.json([{ ...ownEntry, Grade: grade }]),
        ),
      );
    }

    it('lets a participant from grade 8 write it, and sends it as they typed it', async () => {
      const sent: SetStudentPageMessageRequest[] = [];
      server.use(
        http.post(mswPath(studentPageRoutes.setStudentPageMessage), async ({ request }) => {
          const body = (await request.json()) as SetStudentPageMessageRequest;
          sent.push(body);
          return HttpResponse.json({
            ParticipantId: body.ParticipantId,
            Message: body.Message,
            Hidden: false,
          });
        }),
      );
      ownEntryInGrade('9');
      signInAs(testSessions.participant);
      const { user } = renderApp('/Home/MyAccount');

      const editor = await screen.findByRole('region', { name: "Your message on Ava's page" });
      await user.type(within(editor).getByLabelText('Message'), 'Running for the library!');
      await user.click(within(editor).getByRole('button', { name: 'Save message' }));

      expect(await within(editor).findByText('Your message was saved.')).toBeInTheDocument();
      expect(sent).toEqual([{ ParticipantId: 'participant-ava', Message: 'Running for the library!' }]);
    });

    it.each([['5'], [null], ['Kindergarten']])(
      'offers no editor in grade %s (the server would refuse)',
      async (grade) => {
        ownEntryInGrade(grade);
        signInAs(testSessions.participant);
        renderApp('/Home/MyAccount');
        await screen.findByRole('link', { name: 'View Ava’s student page' });
        expect(screen.queryByRole('region', { name: "Your message on Ava's page" })).toBeNull();
      },
    );
  });

  it('offers no cache clearing to an organizer', async () => {
    signInAs(makeSession('organizer', { UserId: 'user-organizer-y' }));
    renderApp('/Home/MyAccount');
    await screen.findByRole('link', { name: 'My Thons' });
    expect(screen.queryByRole('button', { name: 'Clear public caches' })).toBeNull();
  });
});
