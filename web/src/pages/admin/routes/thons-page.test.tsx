// The console's Thons page against the fake Thons and franchise APIs (testing/console-thon-handlers.ts,
// franchise-handlers.ts): a super admin's list with its filters sent to the API, each Thon opening
// its organizer page, "Show more" with the API's cursor, the commission saved and confirmed by a
// toast, a refused commission shown, a franchisee user's list without a franchise filter, axe.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleThon } from '@thon/shared/api/schemas/console-thons';
import { commissionTooHigh } from '@thon/shared/catalog/messages';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { consoleThonApi, consoleThonFixture, manyConsoleThons } from '@/testing/console-thon-handlers';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

function open(path: string, thons?: ConsoleThon[], session = testSessions.superAdmin) {
  const franchises = franchiseApi({ franchises: [franchiseFixture()] });
  const api = consoleThonApi(thons ? { thons } : {});
  server.use(...api.handlers, ...franchises.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

const gulfRun = consoleThonFixture({
  EventId: 'ev-gulf',
  Name: 'Gulf Laps',
  Status: 'live',
  StartDate: '2026-03-01',
  FranchiseId: 'direct',
  FranchiseName: '',
  OrganizationId: 'org-bayou',
  OrganizationName: 'Bayou Club',
});

describe('console Thons page', () => {
  it('lists Thons by start date, each opening its organizer page, with filters sent to the API', async () => {
    const { api, user } = open('/admin/thons', [consoleThonFixture(), gulfRun]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thons' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Gulf Laps', 'Maple Fun Run']));
    expect(screen.getByRole('link', { name: 'Maple Fun Run' })).toHaveAttribute(
      'href',
      '/organizer/thons/ev-maple',
    );
    const gulf = screen.getByRole('row', { name: /Gulf Laps/ });
    expect(within(gulf).getByText('Direct customers (no franchise)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'live');
    await user.selectOptions(screen.getByLabelText('Franchise'), 'direct');
    await user.type(screen.getByLabelText('Starting from'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show Thons' }));
    await waitFor(() => expect(rowNames()).toEqual(['Gulf Laps']));
    expect(api.sent.lists.at(-1)).toEqual({
      PageSize: '10',
      Status: 'live',
      FranchiseId: 'direct',
      FromDate: '2026-02-01',
    });

    // An organization's name narrows the list to its Thons.
    await user.click(screen.getByRole('link', { name: "Only Bayou Club's Thons" }));
    await waitFor(() => expect(api.sent.lists.at(-1)).toMatchObject({ OrganizationId: 'org-bayou' }));
    expect(await screen.findByRole('link', { name: 'Every organization' })).toBeInTheDocument();
  });

  it("pages with the API's cursor: Show more adds the next page", async () => {
    const { api, user } = open('/admin/thons', manyConsoleThons(13));
    await screen.findByRole('link', { name: 'Run 10' });
    expect(screen.queryByRole('link', { name: 'Run 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more Thons' }));
    expect(await screen.findByRole('link', { name: 'Run 13' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run 01' })).toBeInTheDocument();
    expect(api.sent.lists.at(-1)?.Cursor).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show more Thons' })).not.toBeInTheDocument();
  });

  it('saves a commission and confirms it with a toast; a refused one is said', async () => {
    const { api, user } = open('/admin/thons');
    const field = await screen.findByLabelText('Commission % for Maple Fun Run');
    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Maple Fun Run's commission is now 15%.")).toBeInTheDocument();
    expect(api.sent.commissions).toEqual([{ eventId: 'ev-maple', percent: 15 }]);
    await waitFor(async () => expect(await toastTexts()).toContain("Maple Fun Run's commission is now 15%."));

    await user.clear(field);
    await user.type(field, '61');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(commissionTooHigh)).toBeInTheDocument();
    // Refused before sending: the API's own rule, checked in the form.
    expect(api.sent.commissions).toHaveLength(1);
  });

  it('gives a franchisee user their list without a franchise filter, and passes axe', async () => {
    open('/admin/thons', [consoleThonFixture()], makeSession('franchisee-user'));
    await screen.findByRole('link', { name: 'Maple Fun Run' });
    expect(screen.queryByLabelText('Franchise')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Commission % for Maple Fun Run')).toHaveValue(10);
    expect(await seriousViolations()).toEqual([]);
  });
});
