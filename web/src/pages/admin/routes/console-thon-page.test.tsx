// A Thon's console page against the fake APIs (testing/console-thon-page-handlers.ts): its facts
// (with its organizer), the organizer hand-off (a franchisee user finds the organizer by email), franchisee team leaders assigned and removed, the test mark switched on
// a draft and read-only once live, a test Thon's outbox, each change confirmed by a toast and each
// refusal shown with the API's message; an unknown Thon's not-found state; the list linking it;
// axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleThon } from '@thon/shared/api/schemas/console-thons';
import {
  notActiveOrganizer,
  notFound,
  notFranchiseTeamLeader,
  thonTestMarkLocked,
} from '@thon/shared/catalog/messages';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { consoleThonPageApi, outboxMessageFixture, tinaLeader } from '@/testing/console-thon-page-handlers';
import { consoleThonFixture } from '@/testing/console-thon-handlers';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

type Options = Parameters<typeof consoleThonPageApi>[0];

function open(options: Options = {}, session = testSessions.superAdmin, path = '/admin/thons/ev-maple') {
  const api = consoleThonPageApi(options);
  server.use(...api.handlers, ...franchiseApi({ franchises: [franchiseFixture()] }).handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const section = (name: string) => screen.getByRole('region', { name });

async function search(user: ReturnType<typeof open>['user'], label: string, term: string) {
  await user.type(screen.getByRole('searchbox', { name: label }), term);
  await user.click(
    within(screen.getByRole('search', { name: label })).getByRole('button', { name: 'Search' }),
  );
}

const liveTestThon: ConsoleThon = consoleThonFixture({ Status: 'live', IsTest: true });

describe('console Thon page', () => {
  it("shows the Thon's facts and links its organizer page", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Facts' });
    expect(within(facts).getByText('MAPLE234')).toBeInTheDocument();
    expect(within(facts).getByText('North Texas Thons')).toBeInTheDocument();
    expect(within(facts).getByText('Lincoln Elementary')).toBeInTheDocument();
    expect(within(facts).getByText('120')).toBeInTheDocument();
    expect(within(facts).getByText('Olivia Ortiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its organizer page' })).toHaveAttribute(
      'href',
      '/organizer/thons/ev-maple',
    );
  });

  it('hands the Thon to an active organizer picked from the user search, with a toast', async () => {
    const { api, user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' });
    await search(user, 'Find an organizer by name', 'Lopez');
    // Only active organizers are offered: not the team leader nor the parent also named Lopez.
    const hand = await within(section('Organizer')).findByRole('button', { name: 'Hand to Omar Lopez' });
    expect(within(section('Organizer')).getAllByRole('button', { name: /^Hand to/ })).toHaveLength(1);
    await user.click(hand);
    const done = 'Maple Fun Run was handed to Omar Lopez; it is now in their My Thons.';
    expect(await within(section('Organizer')).findByText(done)).toBeInTheDocument();
    expect(api.sent.organizers).toEqual(['user-omar']);
    await waitFor(async () => expect(await toastTexts()).toContain(done));
    // The page reloads its row: the facts name the new organizer.
    expect(await within(section('Facts')).findByText('Omar Lopez')).toBeInTheDocument();
  });

  it("shows the API's refusal of an organizer deactivated since the search", async () => {
    const { user } = open({ staleUsers: ['user-omar'] });
    await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' });
    await search(user, 'Find an organizer by name', 'Lopez');
    await user.click(await screen.findByRole('button', { name: 'Hand to Omar Lopez' }));
    expect(await within(section('Organizer')).findByText(notActiveOrganizer)).toBeInTheDocument();
  });

  it("assigns a team leader of the Thon's franchise and removes them, each with a toast", async () => {
    const { api, user } = open();
    await screen.findByText('No franchisee team leader is assigned to this Thon.');
    await search(user, 'Find a team leader of the franchise by name', 'Lopez');
    await user.click(await screen.findByRole('button', { name: 'Assign Tina Lopez' }));
    const assigned = 'Tina Lopez was assigned to Maple Fun Run.';
    expect(await within(section('Franchisee team leaders')).findByText(assigned)).toBeInTheDocument();
    await waitFor(async () => expect(await toastTexts()).toContain(assigned));
    const list = await screen.findByRole('list', { name: 'Assigned team leaders' });
    expect(within(list).getByRole('button', { name: 'Remove Tina Lopez' })).toBeInTheDocument();
    // The franchise's team leaders only, searched in the Thon's franchise; an assigned one is not offered again.
    expect(api.sent.assigned).toEqual(['user-tina']);
    expect(api.searches.at(-1)).toMatchObject({ Name: 'Lopez', FranchiseId: 'fr-north-texas' });
    expect(screen.queryByRole('button', { name: 'Assign Tina Lopez' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Tina Lopez' }));
    const removed = 'Tina Lopez was removed from Maple Fun Run.';
    expect(await within(section('Franchisee team leaders')).findByText(removed)).toBeInTheDocument();
    await waitFor(async () => expect(await toastTexts()).toContain(removed));
    expect(api.sent.removed).toEqual(['user-tina']);
    expect(
      await screen.findByText('No franchisee team leader is assigned to this Thon.'),
    ).toBeInTheDocument();
  });

  it("shows the API's refusal of a team leader deactivated since the search", async () => {
    const { user } = open({ staleUsers: [tinaLeader.UserId] });
    await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' });
    await search(user, 'Find a team leader of the franchise by name', 'Lopez');
    await user.click(await screen.findByRole('button', { name: 'Assign Tina Lopez' }));
    expect(
      await within(section('Franchisee team leaders')).findByText(notFranchiseTeamLeader),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Assigned team leaders' })).not.toBeInTheDocument();
  });

  it('marks a draft as a test Thon with a toast, then shows its outbox', async () => {
    const { api, user } = open({ outbox: [outboxMessageFixture()] });
    const toggle = await screen.findByRole('switch', { name: /Test Thon/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('heading', { name: 'Test outbox' })).not.toBeInTheDocument();
    await user.click(toggle);
    const done = 'Maple Fun Run is now a test Thon.';
    expect(await within(section('Test Thon')).findByText(done)).toBeInTheDocument();
    await waitFor(async () => expect(await toastTexts()).toContain(done));
    expect(api.sent.testMarks).toEqual([true]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Test Thon/ })).toHaveAttribute('aria-checked', 'true'),
    );
    const outbox = await screen.findByRole('table', { name: 'Messages kept instead of sent' });
    const row = within(outbox).getByRole('row', { name: /grandma@example.test/ });
    expect(within(row).getByText('Email')).toBeInTheDocument();
    expect(within(row).getByText('Support Ava at Maple Fun Run')).toBeInTheDocument();
    expect(within(row).getByText(/Ava is running laps/)).toBeInTheDocument();
  });

  it("shows a live Thon's mark read-only with the reason, and its outbox", async () => {
    open({
      thon: liveTestThon,
      outbox: [outboxMessageFixture({ Channel: 'Sms', To: '+15555550123', Subject: undefined })],
    });
    await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(section('Test Thon')).getByText('This is a test Thon.')).toBeInTheDocument();
    expect(within(section('Test Thon')).getByText(thonTestMarkLocked)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /\+15555550123/ });
    expect(within(row).getByText('Text message')).toBeInTheDocument();
  });

  it("shows the not-found state for a Thon out of the viewer's reach", async () => {
    open({}, makeSession('franchisee-user'), '/admin/thons/ev-elsewhere');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText(notFound)).toBeInTheDocument();
  });

  it("is linked from the Thons list's rows", async () => {
    const { user } = open({}, testSessions.superAdmin, '/admin/thons');
    await user.click(await screen.findByRole('link', { name: 'Staff and test mode of Maple Fun Run' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
  });

  it('lets a franchisee user find an active organizer by exact email and hand the Thon to them', async () => {
    const { api, user } = open({}, makeSession('franchisee-user'));
    await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' });
    // Their user search holds only their franchise: no search by name for an organizer.
    expect(screen.queryByRole('searchbox', { name: 'Find an organizer by name' })).not.toBeInTheDocument();
    const lookup = within(section('Organizer'));
    await user.type(lookup.getByRole('textbox', { name: "Organizer's email" }), 'OMAR@school.test');
    await user.click(lookup.getByRole('button', { name: 'Find' }));
    await user.click(await lookup.findByRole('button', { name: 'Hand to Omar Lopez' }));
    const done = 'Maple Fun Run was handed to Omar Lopez; it is now in their My Thons.';
    expect(await lookup.findByText(done)).toBeInTheDocument();
    expect(api.sent.organizerLookups).toEqual(['omar@school.test']);
    expect(api.sent.organizers).toEqual(['user-omar']);
    // Team leaders are the franchise's own: the franchisee user assigns them.
    expect(
      screen.getByRole('searchbox', { name: 'Find a team leader of the franchise by name' }),
    ).toBeInTheDocument();
  });

  it("tells a franchisee user no active organizer has an email that is another role's", async () => {
    const { api, user } = open({}, makeSession('franchisee-user'));
    await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' });
    const lookup = within(section('Organizer'));
    await user.type(lookup.getByRole('textbox', { name: "Organizer's email" }), 'paul@home.test');
    await user.click(lookup.getByRole('button', { name: 'Find' }));
    expect(await lookup.findByText('No active organizer has the email paul@home.test.')).toBeInTheDocument();
    expect(lookup.queryByRole('button', { name: /^Hand to/ })).not.toBeInTheDocument();
    expect(api.sent.organizers).toEqual([]);
  });

  it('is axe-clean at 360 px for a franchisee user', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open(
      { thon: consoleThonFixture({ IsTest: true }), outbox: [outboxMessageFixture()] },
      makeSession('franchisee-user'),
    );
    await screen.findByRole('table', { name: 'Messages kept instead of sent' });
    expect(await seriousViolations()).toEqual([]);
  });
});
