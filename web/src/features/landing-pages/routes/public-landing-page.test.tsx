import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { landingPageApi, landingPageFixture } from '../../../testing/landing-page-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('public landing page', () => {
  it('shows the title, sub-title, quote, bio, image, video button and the way to the event and pledging', async () => {
    server.use(...landingPageApi().handlers);
    renderApp('/maple-runs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maple Runs for Books' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Every lap buys a book for our library')).toBeInTheDocument();
    expect(screen.getByText('We run together, we read together.')).toBeInTheDocument();
    const bio = screen.getByRole('region', { name: 'About us' });
    expect(within(bio).getAllByText(/./u, { selector: 'p' })).toHaveLength(2);
    const image = document.querySelector('img.landing-image');
    expect(image).toHaveAttribute('src', 'https://images.test/public/landing/lp-1.jpg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    // The hero is the page's largest paint: never lazy.
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Watch the video' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pledge now' })).toHaveAttribute(
      'href',
      '/event/RUN7KQ2M#pledge',
    );
    expect(screen.getByRole('link', { name: 'Visit the Maple Fun Run event page' })).toHaveAttribute(
      'href',
      '/event/RUN7KQ2M',
    );
  });

  it('opens the video in the modal', async () => {
    server.use(...landingPageApi().handlers);
    const { user } = renderApp('/Maple-Runs');
    await user.click(await screen.findByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maple Runs for Books' });
    expect(within(dialog).getByTitle('Video: Maple Runs for Books').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/u,
    );
  });

  it('leaves out what the page does not have', async () => {
    server.use(
      ...landingPageApi({
        pages: [
          landingPageFixture({
            SubTitle: undefined,
            Quote: undefined,
            TeamBio: undefined,
            ImageKey: undefined,
            ImageUrl: undefined,
            VideoUrl: undefined,
            VideoEmbedUrl: undefined,
          }),
        ],
      }).handlers,
    );
    renderApp('/maple-runs');
    await screen.findByRole('heading', { level: 1, name: 'Maple Runs for Books' });
    expect(screen.queryByRole('button', { name: 'Watch the video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About us' })).not.toBeInTheDocument();
  });

  it('is the not-found page for an unknown url', async () => {
    server.use(...landingPageApi().handlers);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('has no serious axe finding at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    server.use(...landingPageApi().handlers);
    renderApp('/maple-runs');
    await screen.findByRole('heading', { level: 1, name: 'Maple Runs for Books' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
