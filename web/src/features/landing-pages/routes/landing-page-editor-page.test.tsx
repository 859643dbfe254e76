import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  landingPageSaved,
  landingUrlAvailable,
  landingUrlInvalid,
} from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken, videoUrlOnly } from '@thon/shared/catalog/messages';
import { landingPageApi, landingPageFixture, takenLandingUrl } from '../../../testing/landing-page-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { makeSession, signInAs, testSessions } from '../../../testing/sessions';
import { organizerSession, thonHandlers } from '../../../testing/thon-handlers';

function open(path: string, options: Parameters<typeof landingPageApi>[0] = {}) {
  const api = landingPageApi(options);
  server.use(...thonHandlers(), ...api.handlers);
  signInAs(organizerSession);
  return { api, ...renderApp(path) };
}

describe('landing pages list', () => {
  it("lists the manager's pages with their editor and public address", async () => {
    open('/landingpages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing pages' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your landing pages' });
    expect(within(list).getByRole('link', { name: 'Maple Runs for Books' })).toHaveAttribute(
      'href',
      '/landingpages/lp-1',
    );
    expect(within(list).getByRole('link', { name: '/maple-runs' })).toHaveAttribute('href', '/maple-runs');
    expect(screen.getByRole('link', { name: 'Create a landing page' })).toHaveAttribute(
      'href',
      '/landingpages/new',
    );
  });

  it('is for organizers, team leaders and super admins only', async () => {
    server.use(...landingPageApi().handlers);
    signInAs(testSessions.teacher);
    renderApp('/landingpages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });
});

describe('landing page editor', () => {
  it('checks the url as it is typed: the pattern here, availability from the API after a pause', async () => {
    const { api, user } = open('/landingpages/new');
    const url = await screen.findByLabelText('Address');
    await user.type(url, 'AB');
    expect(await screen.findByText(landingUrlInvalid)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, takenLandingUrl);
    expect(await screen.findByText(landingPageUrlTaken)).toBeInTheDocument();
    // Debounced: one question for the whole word, not one per keystroke.
    expect(api.sent.availability).toEqual([takenLandingUrl]);

    await user.clear(url);
    await user.type(url, 'Maple-Readers');
    expect(await screen.findByText(landingUrlAvailable)).toBeInTheDocument();
    expect(api.sent.availability.at(-1)).toBe('maple-readers');
    expect(url).not.toHaveAttribute('aria-invalid');
  });

  it("says at once when a url is one of the app's own paths", async () => {
    const { api, user } = open('/landingpages/new');
    await user.type(await screen.findByLabelText('Address'), 'organizer');
    expect(await screen.findByText(landingPageUrlTaken)).toBeInTheDocument();
    expect(api.sent.availability).toEqual([]);
  });

  it('accepts only YouTube and Vimeo video links, and previews the video button', async () => {
    const { user } = open('/landingpages/new');
    const video = await screen.findByLabelText('Video URL (optional)');
    await user.type(video, 'https://example.com/movie.mp4');
    expect(await screen.findByText(videoUrlOnly)).toBeInTheDocument();
    await user.clear(video);
    await user.type(video, 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => expect(screen.queryByText(videoUrlOnly)).not.toBeInTheDocument());
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('button', { name: 'Watch the video' })).toBeInTheDocument();
  });

  it('creates a page for a chosen event and opens its editor', async () => {
    const { api, user, router } = open('/landingpages/new');
    await user.selectOptions(await screen.findByLabelText('Event'), 'evt-new');
    await user.type(screen.getByLabelText('Address'), 'maple-readers');
    await user.type(screen.getByLabelText('Title'), 'Maple Readers');
    await user.type(screen.getByLabelText('Quote (optional)'), 'Read and run.');
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByRole('heading', { name: 'Maple Readers' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Maple Readers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landingpages/lp-2');
    expect(api.sent.adds).toEqual([
      { EventId: 'evt-new', Url: 'maple-readers', Title: 'Maple Readers', Quote: 'Read and run.' },
    ]);
    expect(await screen.findByText(landingPageSaved)).toBeInTheDocument();
  });

  it("names the fields to fix before sending, and shows the server's field issues", async () => {
    const { api, user } = open('/landingpages/new');
    await user.click(await screen.findByRole('button', { name: 'Create the page' }));
    expect(await screen.findByText('Choose an event.')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(api.sent.adds).toEqual([]);

    // Taken between the check and the save: the server's answer names the url.
    await user.selectOptions(screen.getByLabelText('Event'), 'evt-new');
    await user.type(screen.getByLabelText('Title'), 'Raced');
    await user.type(screen.getByLabelText('Address'), 'raced-url');
    expect(await screen.findByText(landingUrlAvailable)).toBeInTheDocument();
    api.pages().push(landingPageFixture({ LandingPageId: 'lp-9', Url: 'raced-url' }));
    await user.click(screen.getByRole('button', { name: 'Create the page' }));
    await waitFor(() => expect(screen.getAllByText(landingPageUrlTaken)).toHaveLength(2));
    expect(api.sent.adds).toHaveLength(1);
  });

  it('edits a page, keeping its own url available', async () => {
    const { api, user } = open('/landingpages/lp-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Maple Runs for Books' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(landingUrlAvailable)).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Maple Runs for More Books');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(api.sent.updates).toEqual([
      expect.objectContaining({
        LandingPageId: 'lp-1',
        Url: 'maple-runs',
        Title: 'Maple Runs for More Books',
      }),
    ]);
  });

  it('deletes a page after asking, and goes back to the list', async () => {
    const { api, user, router } = open('/landingpages/lp-1');
    await user.click(await screen.findByRole('button', { name: 'Delete this page' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Maple Runs for Books?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('You have no landing pages yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landingpages');
    expect(api.sent.deletes).toEqual(['lp-1']);
  });

  it('lets a team leader name the event by its code', async () => {
    const api = landingPageApi();
    server.use(...thonHandlers(), ...api.handlers);
    signInAs(makeSession('team-leader', { UserId: 'user-tl', FirstName: 'Tom', LastName: 'Lee' }));
    const { user } = renderApp('/landingpages/new');
    expect(await screen.findByLabelText('Event code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Event')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Address'), 'tom-team');
    await user.type(screen.getByLabelText('Title'), 'Team Tom');
    await user.click(screen.getByRole('button', { name: 'Create the page' }));
    expect(await screen.findByText("Enter your event's code.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Event code'), 'SPRING25');
    await user.click(screen.getByRole('button', { name: 'Create the page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Team Tom' })).toBeInTheDocument();
    expect(api.sent.adds).toEqual([{ EventId: 'evt-spring-25', Url: 'tom-team', Title: 'Team Tom' }]);
  });
});
