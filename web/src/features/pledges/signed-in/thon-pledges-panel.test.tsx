import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import { offlinePledgeRecorded, pledgesExported, selectParticipant } from '@thon/shared/catalog/messages';
import { browserTimeZone } from '@/lib/time-zone';
import { server } from '@/testing/msw-server';
import { pledgeApi, thonPledgeRows } from '@/testing/pledge-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';
import { thonPledgesCsvFields } from './thon-pledges-csv';

async function openPledges() {
  signInAs(organizerSession);
  const view = renderApp('/organizer/thons/evt-new');
  const section = await screen.findByRole('region', { name: 'Pledges' });
  await within(section).findByRole('navigation', { name: 'Pledge pages' });
  return { ...view, section: within(section) };
}

beforeEach(() => server.use(...thonHandlers()));
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe("the Thon page's pledges", () => {
  it('shows the totals, the per-source table and the first page of 10', async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    const { section } = await openPledges();

    const totals = section.getByLabelText('Pledge totals of the Thon');
    expect(totals).toHaveTextContent('Raised$2,500');
    expect(totals).toHaveTextContent('Pledged (estimate)$320');
    expect(totals).toHaveTextContent('Pledges23');
    const bySource = section.getByRole('table', { name: 'By source' });
    expect(within(bySource).getByRole('row', { name: 'facebook 22 $2,750' })).toBeInTheDocument();
    expect(within(bySource).getByRole('row', { name: 'direct 1 $10' })).toBeInTheDocument();

    const list = within(section.getByRole('region', { name: 'All pledges' }));
    expect(list.getAllByRole('row')).toHaveLength(11);
    expect(list.getByRole('row', { name: /Donor 2/ })).toHaveTextContent('Ava Adams');
    expect(section.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(section.getByText('23 pledges')).toBeInTheDocument();
    expect(api.thonQueries[0]).toEqual({ Page: '1', PageSize: '10' });
  });

  it("hides a donor's message from the public pages, and offers to show it again", async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    const { section, user } = await openPledges();
    const list = within(section.getByRole('region', { name: 'All pledges' }));
    const row = within(list.getByRole('row', { name: /Donor 3/ }));
    expect(row.queryByText('(hidden from public pages)')).not.toBeInTheDocument();
    // Only a pledge with a message has the action.
    expect(within(list.getByRole('row', { name: /Donor 2/ })).queryByRole('button', { name: /message/ })).toBeNull();

    await user.click(row.getByRole('button', { name: "Hide Donor 3's message" }));
    expect(await row.findByText('(hidden from public pages)')).toBeInTheDocument();
    expect(api.messageBodies).toEqual([{ PledgeId: 'tp-3', MessageHidden: true }]);

    await user.click(row.getByRole('button', { name: "Show Donor 3's message" }));
    await waitFor(() => expect(row.queryByText('(hidden from public pages)')).not.toBeInTheDocument());
    expect(api.messageBodies.at(-1)).toEqual({ PledgeId: 'tp-3', MessageHidden: false });
  });

  it('sends the filters and the page in the query', async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    const { section, user } = await openPledges();

    await user.click(section.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(section.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(api.thonQueries.at(-1)).toEqual({ Page: '2', PageSize: '10' });

    await user.selectOptions(section.getByLabelText('Status'), 'Charged');
    await waitFor(() =>
      expect(api.thonQueries.at(-1)).toEqual({ Page: '1', PageSize: '10', Status: 'Charged' }),
    );
    await user.selectOptions(section.getByLabelText('Kind'), 'Flat');
    await user.selectOptions(section.getByLabelText('Team'), 't-12');
    await user.selectOptions(section.getByLabelText('Source'), 'facebook');
    await waitFor(() =>
      expect(api.thonQueries.at(-1)).toEqual({
        Page: '1',
        PageSize: '10',
        Status: 'Charged',
        Kind: 'Flat',
        TeamId: 't-12',
        Source: 'facebook',
      }),
    );
    expect(await section.findByText('22 pledges')).toBeInTheDocument();
    expect(section.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('exports every pledge as CSV, formulas escaped', async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    const { section, user } = await openPledges();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.click(section.getByRole('button', { name: 'Download all pledges (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const saved = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(api.thonQueries.at(-1)).toEqual({ Page: '1', PageSize: '10000' });
    expect(saved?.download).toBe('pledges-RUN7KQ2M.csv');
    const csv = decodeURIComponent((saved?.href ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual([...thonPledgesCsvFields]);
    expect(parsed.data).toHaveLength(thonPledgeRows.length + 1);
    const first = Object.fromEntries(
      thonPledgesCsvFields.map((field, index) => [field, parsed.data[1]?.[index]]),
    );
    expect(first).toMatchObject({
      'Pledge Id': 'tp-1',
      Donor: `'=HYPERLINK("http://evil")`,
      'Donor Email': 'donor1@example.com',
      Kind: 'PerUnit',
      Status: 'Scheduled',
      Amount: '10.00',
      'Max Units': '10',
      Source: 'direct',
      Participant: 'Ava Adams',
      Team: 'Room 12',
    });
    // The spec's display date-time in the viewer's zone, not the API's ISO instant.
    const created = thonPledgeRows.find((row) => row.PledgeId === 'tp-1')?.CreatedAt ?? '';
    expect(first.Created).toBe(formatDisplayDateTime(new Date(created), browserTimeZone()));
    expect(first.Created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
    expect(section.getByText(pledgesExported(23))).toBeInTheDocument();
  });

  it('records a cash pledge: posts the body, confirms with a toast and reloads the totals', async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    const { section, user } = await openPledges();
    const form = within(section.getByRole('region', { name: 'Record cash or check' }));

    await user.click(form.getByRole('button', { name: 'Record pledge' }));
    expect(await form.findByText(selectParticipant)).toBeInTheDocument();
    expect(api.offlineBodies).toEqual([]);

    await user.selectOptions(form.getByLabelText('Participant'), 'Ben Brown');
    await user.type(form.getByLabelText(/^Amount/), '$1,250.50');
    await user.click(form.getByRole('radio', { name: 'Check' }));
    await user.type(form.getByLabelText(/^Reference/), '1042');
    await user.type(form.getByLabelText('Donor name'), 'Pat Lee');
    await user.type(form.getByLabelText(/^Donor email/), 'pat@example.com');
    await user.type(form.getByLabelText(/^Message/), 'Go Ben!');
    await user.click(form.getByRole('checkbox', { name: /Anonymous/ }));
    const queriesBefore = api.thonQueries.length;
    await user.click(form.getByRole('button', { name: 'Record pledge' }));

    expect(await screen.findByText(offlinePledgeRecorded(1250.5, 'Ben Brown'))).toBeInTheDocument();
    expect(api.offlineBodies).toEqual([
      {
        ParticipantId: 'p-ben',
        Amount: 1250.5,
        Method: 'Check',
        Reference: '1042',
        DonorName: 'Pat Lee',
        DonorEmail: 'pat@example.com',
        Message: 'Go Ben!',
        Anonymous: true,
      },
    ]);
    await waitFor(() => expect(api.thonQueries.length).toBeGreaterThan(queriesBefore));
    await waitFor(() =>
      expect(section.getByLabelText('Pledge totals of the Thon')).toHaveTextContent('Raised$2,600'),
    );
    expect(form.getByLabelText('Donor name')).toHaveValue('');
  });

  it('checks the amount against the money pattern and shows the server’s refusal', async () => {
    const api = pledgeApi({ offlineRefusal: 'You do not have access to this.' });
    server.use(...api.handlers);
    const { section, user } = await openPledges();
    const form = within(section.getByRole('region', { name: 'Record cash or check' }));
    await user.selectOptions(form.getByLabelText('Participant'), 'Ava Adams');
    await user.type(form.getByLabelText(/^Amount/), '12.345');
    await user.type(form.getByLabelText('Donor name'), 'Pat Lee');
    await user.click(form.getByRole('button', { name: 'Record pledge' }));
    expect(await form.findByText('The value entered is not valid')).toBeInTheDocument();

    await user.clear(form.getByLabelText(/^Amount/));
    await user.type(form.getByLabelText(/^Amount/), '20');
    await user.click(form.getByRole('button', { name: 'Record pledge' }));
    expect(await form.findByText('You do not have access to this.')).toBeInTheDocument();
  });
});
