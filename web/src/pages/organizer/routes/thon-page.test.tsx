import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { invalidUnits, resultOutOfRange } from '@thon/shared/catalog/messages';
import { mswPath } from '../../../testing/handlers';
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
    // Every move asks first, saying what it changes; Cancel (focused) and Escape change nothing.
    await user.click(status.getByRole('button', { name: 'Make live' }));
    const question = status.getByRole('dialog', { name: /^Make live\? Donors can find it/ });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(status.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status.getByRole('button', { name: 'Make live' })).toHaveFocus();
    expect(status.getByText('Draft')).toBeInTheDocument();

    await user.click(status.getByRole('button', { name: 'Make live' }));
    await user.click(status.getByRole('button', { name: 'Yes, make live' }));
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

  it("links to the Thon's event day page, its counting page and its screen", async () => {
    openThon();
    const eventDay = within(await screen.findByRole('region', { name: 'Event day' }));
    expect(eventDay.getByRole('link', { name: /^Event day: bibs/ })).toHaveAttribute(
      'href',
      '/organizer/thons/evt-new/eventday',
    );
    expect(eventDay.getByRole('link', { name: 'Count laps' })).toHaveAttribute('href', '/eventday/RUN7KQ2M');
    expect(eventDay.getByRole('link', { name: /^Leaderboard screen/ })).toHaveAttribute(
      'href',
      '/eventday/RUN7KQ2M/screen',
    );
  });

  it('narrows the units list by name and by team', async () => {
    const { user } = openThon();
    const units = within(await screen.findByRole('region', { name: 'Units' }));
    const names = () => units.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Ava Adams · Room 12', 'Ben Brown · Room 12', 'Cy Cole · Room 14']);

    await user.selectOptions(units.getByLabelText('Team'), 'Room 14');
    expect(names()).toEqual(['Cy Cole · Room 14']);
    expect(units.getByText('1 of 3 participants')).toBeInTheDocument();

    await user.selectOptions(units.getByLabelText('Team'), '');
    await user.type(units.getByLabelText('Find a participant'), 'BEN');
    expect(names()).toEqual(['Ben Brown · Room 12']);
  });

  it('offers every access code as a CSV download with team names, and finds one by name', async () => {
    const { user } = openThon();
    const codes = within(await screen.findByRole('region', { name: 'Access codes' }));
    const download = codes.getByRole('link', { name: 'Download all access codes (CSV)' });
    expect(download).toHaveAttribute('download', 'access-codes-RUN7KQ2M.csv');
    const href = download.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const csv = decodeURIComponent(href.slice('data:text/csv;charset=utf-8,'.length)).split('\r\n');
    expect(csv[0]).toBe('First Name,Last Name,Team,Access Code');
    expect(csv).toContain('Ava,Adams,Room 12,CODE-AVA');
    expect(csv).toHaveLength(4);

    await user.type(codes.getByLabelText("Find a participant's code"), 'cole');
    expect(codes.getAllByRole('row')).toHaveLength(2); // the header and Cy Cole
    expect(codes.getByRole('row', { name: /Cy Cole/ })).toBeInTheDocument();
  });

  it('escapes formulas in the CSV, so a name reaches a spreadsheet as text', async () => {
    const formula = '=HYPERLINK("http://x","y")';
    server.use(
      http.get(mswPath(routes.getThonAccessCodes), () =>
        HttpResponse.json([
          {
            ParticipantId: 'p-x',
            TeamId: 't-12',
            FirstName: formula,
            LastName: '+1-2',
            AccessCode: '@SUM(A1)',
          },
        ]),
      ),
    );
    openThon();
    const codes = within(await screen.findByRole('region', { name: 'Access codes' }));
    const href =
      codes.getByRole('link', { name: 'Download all access codes (CSV)' }).getAttribute('href') ?? '';
    const csv = decodeURIComponent(href.slice('data:text/csv;charset=utf-8,'.length)).split('\r\n');
    // A leading apostrophe makes Excel, Sheets and LibreOffice read the cell as text.
    expect(csv[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")","'+1-2",Room 12,"'@SUM(A1)"`);
  });

  it('hides a participant from the public pages and shows them again', async () => {
    const { user } = openThon();
    const panel = within(await screen.findByRole('region', { name: 'Public pages' }));
    const ben = panel.getByRole('checkbox', { name: 'Hide Ben Brown from the public pages' });
    expect(ben).not.toBeChecked();
    await user.click(ben);
    await waitFor(() => expect(ben).toBeChecked());
    expect(panel.getByRole('alert')).toHaveTextContent('Ben Brown is hidden from the public pages.');
    expect(panel.getByText('1 of 3 participants hidden')).toBeInTheDocument();
    await user.click(ben);
    await waitFor(() => expect(ben).not.toBeChecked());
    expect(panel.getByRole('alert')).toHaveTextContent('Ben Brown is shown on the public pages again.');
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

  it('says before completing that units lock and pledges are processed within 2 hours', async () => {
    server.use(...thonHandlers({ status: 'live' }));
    const { user } = openThon();
    const status = within(await screen.findByRole('region', { name: 'Status' }));
    await user.click(status.getByRole('button', { name: 'Mark completed' }));
    expect(status.getByRole('dialog')).toHaveTextContent(
      'Mark completed? Units are locked and the details can no longer be changed. Pledges are processed within 2 hours.',
    );
    await user.click(status.getByRole('button', { name: 'Cancel' }));
    expect(status.getByRole('button', { name: 'Mark completed' })).toHaveFocus();
    expect(status.getByText('Live')).toBeInTheDocument();
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
