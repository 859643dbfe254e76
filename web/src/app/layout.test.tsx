import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

describe('layout and navigation', () => {
  it('offers a skip link to the main content and leads from home to the login page', async () => {
    const { user, router } = renderApp('/');

    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The frame (skip link, main) shows while the page loads; the heading is the page's own.
    expect(await screen.findByRole('heading', { level: 1, name: 'Thon' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in or enter an event code' }));

    expect(await screen.findByRole('textbox', { name: 'Event code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('serves home at /home too', async () => {
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thon' })).toBeInTheDocument();
  });

  it('shows a not-found page inside the layout for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the event page for /event/:code', async () => {
    renderApp('/event/SPRING25#SPRING25');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' })).toBeInTheDocument();
  });
});
