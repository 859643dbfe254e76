import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';
import { organizerSession, thonFixture, thonHandlers } from '../../../testing/thon-handlers';

const fall = { ...thonFixture('live'), EventId: 'evt-fall', Name: 'Fall Run', EventCode: 'FALLRUN7' };
const spring = {
  ...thonFixture('completed'),
  EventId: 'evt-spring',
  Name: 'Spring Run',
  EventCode: 'SPRNG2K9',
  StartDate: '2026-03-01',
  EndDate: '2026-03-02',
};

function openList() {
  signInAs(organizerSession);
  return renderApp('/organizer/thons');
}

describe('My Thons', () => {
  it('lists each Thon in the order the API gives, with its code, status and dates', async () => {
    server.use(...thonHandlers({ myThons: [fall, spring] }));
    openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Thons' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Your Thons' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Fall Run' })).toHaveAttribute(
      'href',
      '/organizer/thons/evt-fall',
    );
    expect(first.getByText('FALLRUN7')).toBeInTheDocument();
    expect(first.getByText('Live')).toBeInTheDocument();
    expect(first.getByText('05/01/2026 to 05/02/2026')).toBeInTheDocument();
    const second = within(items[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'Spring Run' })).toHaveAttribute(
      'href',
      '/organizer/thons/evt-spring',
    );
    expect(second.getByText('Completed')).toBeInTheDocument();
    expect(second.getByText('03/01/2026 to 03/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Thon' })).toHaveAttribute(
      'href',
      '/organizer/thons/new',
    );
  });

  it('says so when there are none and still offers to create one', async () => {
    server.use(...thonHandlers({ myThons: [] }));
    openList();
    expect(await screen.findByText('You have no Thons yet. Create one to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your Thons' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Thon' })).toHaveAttribute(
      'href',
      '/organizer/thons/new',
    );
  });

  it("opens a Thon's page from the list", async () => {
    server.use(...thonHandlers());
    const { user, router } = openList();
    await user.click(await screen.findByRole('link', { name: 'Maple Fun Run' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizer/thons/evt-new');
  });

  it('shows the error page when the list cannot be loaded', async () => {
    server.use(
      http.get(mswPath(routes.getMyThons), () =>
        HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    openList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });

  it('is not for a teacher', async () => {
    server.use(...thonHandlers());
    signInAs(testSessions.teacher);
    renderApp('/organizer/thons');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'My Thons' })).not.toBeInTheDocument();
  });
});
