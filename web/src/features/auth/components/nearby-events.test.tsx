// The login page's nearby events: under the event-code entry, each Thon a link to its event page
// as its code would open it, in the API's order (nearest first); nothing when there are none or
// they cannot be read; the heading in Spanish for a Spanish browser.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const nearby = [
  { EventId: 'evt-near', Name: 'Maple Fun Run', EventCode: 'MAPLE26' },
  { EventId: 'evt-next', Name: 'Oak Color Run', EventCode: 'OAK26' },
];

const answerNearby = (status = 200) => {
  let asked = 0;
  server.use(
    http.get(mswPath(routes.getNearbyEvents), () => {
      asked += 1;
      return status === 200
        ? HttpResponse.json({ NearbyEvents: nearby })
        : HttpResponse.json({ message: 'Something went wrong.' }, { status });
    }),
  );
  return () => asked;
};

const eventCodePanel = () => screen.getByRole('region', { name: 'Have an event code?' });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('nearby events on the login page', () => {
  it('lists them under the event-code entry, nearest first, each linking to its event page', async () => {
    answerNearby();
    renderApp('/login');
    const list = await within(await screen.findByRole('region', { name: 'Have an event code?' })).findByRole(
      'navigation',
      { name: 'Events near you' },
    );
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Maple Fun Run', 'Oak Color Run']);
    expect(links[0]).toHaveAttribute('href', '/event/MAPLE26#MAPLE26');
  });

  it('opens the event page from a link', async () => {
    answerNearby();
    const { router, user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Maple Fun Run' }));
    // The event page loads lazily: the navigation lands once its module is in.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/event/MAPLE26'));
    expect(router.state.location.hash).toBe('#MAPLE26');
  });

  it('shows nothing when there are none near (the default answer)', async () => {
    renderApp('/login');
    await screen.findByRole('textbox', { name: 'Event code' });
    expect(within(eventCodePanel()).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows nothing, and keeps the code entry, when they cannot be read', async () => {
    const asked = answerNearby(500);
    renderApp('/login');
    await vi.waitFor(() => expect(asked()).toBe(1));
    expect(within(eventCodePanel()).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Event code' })).toBeInTheDocument();
  });

  it('names them in Spanish for a Spanish browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    answerNearby();
    renderApp('/login');
    expect(await screen.findByRole('navigation', { name: 'Eventos cerca de usted' })).toBeInTheDocument();
  });
});
