import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { invalidUnits, resultOutOfRange } from '@thon/shared/catalog/messages';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';
import { organizerSession, thonHandlers } from '../../../testing/thon-handlers';

function openThon() {
  signInAs(organizerSession);
  return renderApp('/organizer/thons/evt-new');
}

describe('the Thon page', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('shows the event code and access codes, and moves the status one step at a time', async () => {
    const { user } = openThon();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    expect(screen.getByText('RUN7KQ2M')).toBeInTheDocument();
    const codes = within(screen.getByRole('region', { name: 'Access codes' }));
    expect(codes.getByRole('row', { name: 'Ava Adams CODE-AVA' })).toBeInTheDocument();

    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(status.getByText('Draft')).toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Make live' }));
    expect(await status.findByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(status.getByText('Live')).toBeInTheDocument();
    expect(status.getByRole('alert')).toHaveTextContent('The Thon is now live.');
  });

  it("shows the server's units verdicts inline and saves valid units", async () => {
    const { user } = openThon();
    const units = within(await screen.findByRole('region', { name: 'Units' }));
    const ben = units.getByLabelText('Laps for Ben Brown');
    const save = units.getByRole('button', { name: 'Save laps for Ben Brown' });
    const row = within(units.getByRole('row', { name: /Ben Brown/ }));

    await user.type(ben, 'abc');
    await user.click(save);
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent(invalidUnits));
    expect(ben).toHaveAttribute('aria-invalid', 'true');

    await user.clear(ben);
    await user.type(ben, '99');
    await user.click(save);
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent(resultOutOfRange));

    await user.clear(ben);
    await user.type(ben, '12');
    await user.click(save);
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent('Saved: 12 laps.'));
    expect(ben).not.toHaveAttribute('aria-invalid');
    expect(units.getByLabelText('Laps for Ava Adams')).toHaveValue('4');
  });

  it('locks units and hides the import once the Thon is completed', async () => {
    server.use(...thonHandlers({ status: 'completed' }));
    openThon();
    const units = within(await screen.findByRole('region', { name: 'Units' }));
    expect(units.getByText(unitsLocked)).toBeInTheDocument();
    expect(units.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import participants' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark processed' })).toBeInTheDocument();
  });
});

describe('organizer pages are for organizers', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it.each(['/organizer/thons/new', '/organizer/thons/evt-new'])(
    '%s leads to sign-in without a session',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('refuses a teacher', async () => {
    signInAs(testSessions.teacher);
    renderApp('/organizer/thons/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('403');
    expect(screen.queryByRole('button', { name: 'Create Thon' })).not.toBeInTheDocument();
  });

  it('admits a super admin', async () => {
    signInAs(testSessions.superAdmin);
    renderApp('/organizer/thons/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Thon' })).toBeInTheDocument();
  });
});
