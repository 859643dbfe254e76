import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { mswPath, testPassword } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { makeSession, signInAs, testSessions } from '../testing/sessions';

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe('signed-in pages without a session', () => {
  it.each(['/Home/MyAccount', '/shop', '/parent/dashboard', '/parent/mypledges'])(
    '%s leads to /login?redirect=<path>',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('come back to the page, query included, after sign-in', async () => {
    const { router, user } = renderApp('/shop/?view=grid');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await user.type(screen.getByLabelText('Username'), 'demo.teacher');
    await user.type(screen.getByLabelText('Password'), testPassword);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(where(router)).toBe('/shop/?view=grid');
  });

  it('treat a revoked token as signed out', async () => {
    server.use(
      http.get(mswPath(routes.getSession), () => HttpResponse.json({ message: 'Revoked' }, { status: 401 })),
    );
    signInAs(testSessions.teacher);
    const { router } = renderApp('/Home/MyAccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('vendor confinement', () => {
  it.each([
    '/parent/dashboard',
    '/Home/MyAccount',
    '/home',
    '/',
    '/login',
    '/event/LINCOLN26',
    '/no/such/page',
  ])('typing %s lands on /shop', async (path) => {
    signInAs(testSessions.vendor);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(where(router)).toBe('/shop');
  });

  it.each(['#all', '#Prizes', '#Race%20Equipment', '#Anython%20-%20Color%20Games', '#ALC'])(
    'may open the /shop%s category',
    async (hash) => {
      signInAs(testSessions.vendor);
      const { router } = renderApp(`/shop${hash}`);
      // The confinement decides in an effect of the rendered page: once the page is on screen its
      // effects have run, and a redirect would have asked the router to navigate.
      const navigate = vi.spyOn(router, 'navigate');
      expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
      expect(where(router)).toBe(`/shop${hash}`);
    },
  );

  it('is sent from an unlisted /shop hash to /shop', async () => {
    signInAs(testSessions.vendor);
    const { router } = renderApp('/shop#Toys');
    const navigate = vi.spyOn(router, 'navigate');
    await waitFor(() => expect(where(router)).toBe('/shop'));
    // The redirect is the router's navigate, the call the listed-hash tests see never made.
    expect(navigate).toHaveBeenCalledWith('/shop', expect.objectContaining({ replace: true }));
  });

  it('is sent back to /shop when a link leaves the list', async () => {
    signInAs(testSessions.vendor);
    const { router, user } = renderApp('/shop');
    // The page first: the header's link shows while the shop's lazy page still loads, and the
    // location is /shop both before the click and after the redirect.
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    await user.click(screen.getByRole('link', { name: 'Thon' }));
    // The click started a navigation: it ends back on /shop.
    await waitFor(() => {
      expect(router.state.navigation.state).toBe('idle');
      expect(where(router)).toBe('/shop');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  });

  it('moves between the listed categories', async () => {
    signInAs(testSessions.vendor);
    const { router, user } = renderApp('/shop');
    await user.click(await screen.findByRole('link', { name: 'Race Equipment' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#Race Equipment'));
    expect(screen.getByRole('link', { name: 'Race Equipment' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the vendor Shop and Log out in the header', async () => {
    signInAs(testSessions.vendor);
    renderApp('/shop');
    // The frame's header shows while the page loads; Log out once the session is read.
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Shop');
  });
});

describe('parent confinement', () => {
  it.each(['/shop', '/Home/MyAccount', '/home', '/parent', '/parent/settings'])(
    'typing %s lands on /parent/dashboard',
    async (path) => {
      signInAs(testSessions.parent);
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeInTheDocument();
      expect(where(router)).toBe('/parent/dashboard');
    },
  );

  it.each([
    ['/parent/dashboard', 'Parent dashboard'],
    ['/parent/addparticipant', 'Add a participant'],
    ['/parent/mypledges', 'My pledges'],
  ])('may visit %s', async (path, heading) => {
    signInAs(testSessions.parent);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('does not confine a parent who holds the participant role', async () => {
    signInAs(
      makeSession('participant', { UserId: 'user-both', IsParent: true, FirstName: 'Sam', LastName: 'Lee' }),
    );
    const { router } = renderApp('/Home/MyAccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Lee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Home/MyAccount');
  });
});

describe('everyone else', () => {
  it.each(['/shop', '/parent/dashboard', '/Home/MyAccount', '/home'])(
    'a teacher may visit %s',
    async (path) => {
      signInAs(testSessions.teacher);
      const { router } = renderApp(path);
      await screen.findByRole('button', { name: 'Log out' });
      expect(router.state.location.pathname).toBe(path);
    },
  );
});
