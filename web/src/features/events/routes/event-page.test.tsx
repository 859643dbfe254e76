import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import {
  invalidEventCode,
  participantsNoLongerListed,
  selectParticipant,
} from '@thon/shared/catalog/messages';
import { attributionFor } from '../../../lib/campaign-tracking';
import { eventPageFixture, mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { recordVisits } from '../../../testing/record-visits';
import { renderApp } from '../../../testing/render-app';
import { findAlertSaying } from '../../../testing/alert';

beforeEach(() => sessionStorage.clear());

describe('donor event page', () => {
  it("offers the Thon's video when it has one, loading the player only when asked", async () => {
    server.use(
      http.get(mswPath(routes.getEventPage), () =>
        HttpResponse.json({
          ...eventPageFixture,
          VideoEmbedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/event/SPRING25');
    const watch = await screen.findByRole('button', { name: 'Watch the video' });
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(watch);
    const dialog = await screen.findByRole('dialog', { name: 'Spring Fun Run' });
    expect(within(dialog).getByTitle('Video: Spring Fun Run')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it('shows no video button without a video', async () => {
    renderApp('/event/SPRING25');
    await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' });
    expect(screen.queryByRole('button', { name: 'Watch the video' })).not.toBeInTheDocument();
  });

  it('shows the event, its progress, the team leaderboard and participants by first name and initial', async () => {
    renderApp('/event/SPRING25');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' })).toBeInTheDocument();
    expect(screen.getByText('Maple Elementary')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('$2,500')).toBeInTheDocument();
    const leaderboard = screen.getByRole('region', { name: 'Team leaderboard' });
    expect(leaderboard).toHaveTextContent("Mrs. Rivera's 3rd Grade");
    expect(screen.getByRole('region', { name: 'Participants' })).toHaveTextContent('Ava J.');
  });

  it('links each participant to their student page and filters the list by name', async () => {
    renderApp('/event/SPRING25');
    const directory = await screen.findByRole('region', { name: 'Participants' });
    const links = within(directory).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    const ava = within(directory).getByRole('link', { name: 'Ava J.' });
    expect(ava.getAttribute('href')).toMatch(/^\/student\/[^/]+$/);

    await userEvent.type(within(directory).getByLabelText('Find a participant'), 'ava');
    expect(
      within(directory)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ava J.']);
    expect(directory).toHaveTextContent(`1 of ${links.length} participants`);
  });

  it('says the participants are no longer listed once the server stops naming them, and keeps the totals', async () => {
    server.use(
      http.get(mswPath(routes.getEventPage), () =>
        HttpResponse.json({
          ...eventPageFixture,
          Status: 'completed',
          Participants: [],
          ParticipantsListed: false,
        }),
      ),
    );
    renderApp('/event/SPRING25');
    const directory = await screen.findByRole('region', { name: 'Participants' });
    expect(directory).toHaveTextContent(participantsNoLongerListed);
    expect(directory).not.toHaveTextContent('No participants yet.');
    expect(screen.getByText('$2,500')).toBeInTheDocument();
  });

  it('records a campaign landing once and remembers it for a later pledge in this tab', async () => {
    const visits = recordVisits();
    renderApp('/event/SPRING25?utm_source=facebook&utm_campaign=kickoff');
    await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' });
    await waitFor(() => expect(visits).toHaveLength(1));
    const [visit] = visits as { EventId: string }[];
    expect(visit).toEqual({ EventId: expect.any(String), Source: 'facebook', Campaign: 'kickoff' });
    await waitFor(() =>
      expect(attributionFor(visit?.EventId ?? '')).toEqual({
        VisitId: 'visit-1',
        Source: 'facebook',
        Campaign: 'kickoff',
      }),
    );
  });

  it('records nothing for a plain visit', async () => {
    const visits = recordVisits();
    renderApp('/event/SPRING25');
    await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' });
    expect(visits).toEqual([]);
  });

  it('says the code is not valid when it names no event', async () => {
    renderApp('/event/NOPE1234');
    await findAlertSaying(screen, invalidEventCode);
  });

  it('says "Please select a participant." when Pledge is pressed without a choice', async () => {
    const { user } = renderApp('/event/SPRING25');
    const picker = await screen.findByRole('region', { name: 'Pledge for a participant' });
    await user.click(within(picker).getByRole('button', { name: 'Pledge' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent(selectParticipant);
    expect(within(picker).getByLabelText('Search by name')).toHaveFocus();
  });

  it('finds a participant by name and opens their pledge page', async () => {
    const { user, router } = renderApp('/event/SPRING25');
    const picker = await screen.findByRole('region', { name: 'Pledge for a participant' });
    await user.type(within(picker).getByLabelText('Search by name'), 'liam');
    const group = within(picker).getByRole('group', { name: 'Choose a participant' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['p-2']);
    expect(picker).toHaveTextContent('1 of 2 participants');
    await user.click(within(group).getByRole('radio', { name: 'Liam S.' }));
    await user.click(within(picker).getByRole('button', { name: 'Pledge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pledge/p-2'));
  });

  it('offers no picker once the Thon is completed', async () => {
    server.use(
      http.get(mswPath(routes.getEventPage), () => HttpResponse.json({ ...eventPageFixture, Status: 'completed' })),
    );
    renderApp('/event/SPRING25');
    await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' });
    expect(screen.queryByRole('region', { name: 'Pledge for a participant' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team leaderboard' })).toBeInTheDocument();
  });
});
