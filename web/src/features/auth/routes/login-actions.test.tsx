import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { accessCodeInvalid, enterAccessCode, eventEnded } from '@thon/shared/catalog/messages';
import { readSession } from '../../../lib/session-storage';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe('/login?action=accesscode#code=<base64> (QR login: the code travels in the fragment)', () => {
  it('signs in with the base64 code as given, records activity 1, and lands on ?action=AccessCode', async () => {
    const bodies: unknown[] = [];
    const activities: unknown[] = [];
    server.use(
      http.post(mswPath(routes.loginWithAccessCodeForQrCode), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
      http.post(mswPath(routes.addActivityOnlyOnce), async ({ request }) => {
        activities.push(await request.json());
        return HttpResponse.json({ Added: true });
      }),
    );
    localStorage.setItem('thon.leftover', 'x');

    const { router } = renderApp(`/login?action=accesscode#code=${encodeURIComponent(btoa('RUNAVA01'))}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava Johnson' }),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/Home/MyAccount?action=AccessCode');
    expect(bodies).toEqual([{ AccessCode: btoa('RUNAVA01') }]);
    expect(activities).toEqual([{ Token: testSessions.participant.Token, ActivityTypeId: 1 }]);
    expect(localStorage.getItem('thon.leftover')).toBeNull();
  });

  it('honours the redirect parameter', async () => {
    const { router } = renderApp(
      `/login?action=accesscode&redirect=%2Fevent%2FLINCOLN26#code=${btoa('RUNAVA01')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(where(router)).toBe('/event/LINCOLN26');
  });

  it('replaces whoever was signed in, even a vendor', async () => {
    signInAs(testSessions.vendor);
    const { router } = renderApp(`/login?action=accesscode#code=${btoa('RUNAVA01')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava Johnson' }),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/Home/MyAccount?action=AccessCode');
  });

  it.each([
    ['an ended event', btoa('FALMIA01'), eventEnded],
    ['an invalid code', btoa('NOPE0000'), accessCodeInvalid],
    ['a code that is not base64', 'not base64!', 'The QR code is not valid.'],
    ['no code', '', enterAccessCode],
  ])('explains %s on the login page', async (_case, code, message) => {
    const { router } = renderApp(`/login?action=accesscode#code=${encodeURIComponent(code)}`);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(readSession()).toBeUndefined();
  });

  it("sends 'Not Allowed' to the site origin", async () => {
    const { router } = renderApp(`/login?action=accesscode#code=${btoa('ELSEWHERE')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the QR code in the address bar', () => {
  it('is replaced out of the address bar before the sign-in answers', async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(
      http.post(
        mswPath(routes.loginWithAccessCodeForQrCode),
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { router } = renderApp(`/login?action=accesscode#code=${btoa('RUNAVA01')}`);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(where(router)).toBe('/login?action=accesscode');
    answer(HttpResponse.json(accessCodeInvalid));
    expect(await screen.findByText(accessCodeInvalid)).toBeInTheDocument();
  });

  it('is not taken from the query string (logs keep query strings)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mswPath(routes.loginWithAccessCodeForQrCode), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    renderApp(`/login?action=accesscode&code=${btoa('RUNAVA01')}`);
    expect(await screen.findByText(enterAccessCode)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(readSession()).toBeUndefined();
  });
});

describe('/login?action=logout', () => {
  it('revokes the session with the API, forgets it and goes to /home', async () => {
    const logouts: (string | null)[] = [];
    server.use(
      http.get(mswPath(routes.logout), ({ request }) => {
        logouts.push(request.headers.get('authorization'));
        return HttpResponse.json({ Success: true });
      }),
    );
    signInAs(testSessions.vendor);

    const { router } = renderApp('/login?action=logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(logouts).toEqual([`Bearer ${testSessions.vendor.Token}`]);
    expect(readSession()).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('signs out locally even when the API cannot be reached', async () => {
    server.use(http.get(mswPath(routes.logout), () => HttpResponse.error()));
    signInAs(testSessions.teacher);
    const { router } = renderApp('/login?action=logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readSession()).toBeUndefined();
  });

  it('just goes to /home when nobody is signed in', async () => {
    const { router } = renderApp('/login?action=logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('the header Log out button', () => {
  it('signs out and goes to /home', async () => {
    signInAs(testSessions.teacher);
    const { router, user } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(readSession()).toBeUndefined();
  });
});

describe('/login?redirect=… when already signed in', () => {
  it('goes there at once', async () => {
    signInAs(testSessions.teacher);
    const { router } = renderApp('/login?redirect=%2Fshop%23Marketing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(where(router)).toBe('/shop#Marketing');
  });

  it('never leaves the site', async () => {
    signInAs(testSessions.teacher);
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('still keeps a vendor inside the shop', async () => {
    signInAs(testSessions.vendor);
    const { router } = renderApp('/login?redirect=%2Fparent%2Fdashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(where(router)).toBe('/shop');
  });

  it('takes a vendor to an allowed shop page', async () => {
    signInAs(testSessions.vendor);
    const { router } = renderApp('/login?redirect=%2Fshop%23ALC');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(where(router)).toBe('/shop#ALC');
  });

  it('shows the login page without a redirect parameter', async () => {
    signInAs(testSessions.teacher);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
