// The franchise business end to end, in Chromium at phone width (360 px) against the local stack
// and its demo data: a super admin on the admin host creates a franchise with a territory of its own
// (a ZIP prefix drawn per run in North Carolina, which neither the demo nor another test holds) and
// invites its franchisee user, who sets a password from the emailed link, signs in on the admin
// host, creates a school in the territory and a Thon for it, sets its commission and finds it on the
// franchise calendar; the other demo franchise's franchisee gets the not-found answer for that
// Thon; the Thon is run and processed through the API (set-up, not the point), its reconciliation
// CSV downloaded from the console adds up, and the audit log names every change. Separately the
// demo franchise's team leader records units on their assigned Thon and reaches no money setting.
// Every page visited passes axe and is no wider than the screen.
import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { thonCommissionSaved, userInvited } from '@thon/shared/catalog/console-change-messages';
import { franchiseCreated } from '@thon/shared/catalog/franchise-console-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { dismissToasts } from './dismiss-toasts';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { callApi, logInThroughPage, nextResetLink, seededAccount, storedSession } from './sign-in-steps';
import { goLiveWithOneRunner, ok, type Session } from './thon-steps';

const width = 360;

function adminUrl(path: string): string {
  const { adminUrl: base } = inject('stack');
  if (!base) throw new Error('the stack runs without an admin host');
  return new URL(path, base).href;
}

/** The page as it stands passes axe and fits the phone's width. */
async function checkPage(page: Page): Promise<void> {
  await dismissToasts(page);
  expect(await seriousViolations(page), page.url()).toEqual([]);
  await expect.poll(() => contentWidth(page), { message: page.url() }).toBeLessThanOrEqual(width);
}

/** Signs in through the admin host's login page and waits for My Account there. */
async function logInOnAdminHost(page: Page, username: string, password: string): Promise<void> {
  await page.goto(adminUrl('/login'));
  const panel = page.getByRole('region', { name: 'Log in with your username' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(
    (url) => url.origin === new URL(adminUrl('/')).origin && url.pathname === '/Home/MyAccount',
  );
}

const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The id at the end of the address, e.g. /admin/franchises/{id}. */
const lastSegment = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

/** This run's own names and places: nothing here collides with the demo or an earlier run. */
function runData() {
  const tag = randomUUID().slice(0, 6);
  // 27xxx is North Carolina: the demo holds Illinois and Georgia, the other tests other states.
  const zip = `27${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return {
    zip,
    franchise: `Tar Heel Runs ${tag}`,
    franchiseeEmail: `franchisee.${tag}@example.com`,
    password: `Journey#${tag}2026`,
    school: `Oak Grove Elementary ${tag}`,
    thon: `Oak Grove Fun Run ${tag}`,
    // Kickoff last week, run yesterday: the Thon can be completed and processed today.
    startDate: isoDate(-7),
    endDate: isoDate(-1),
  };
}
type Run = ReturnType<typeof runData>;

/** Step 1: the super admin creates the franchise and invites its franchisee user. */
async function createFranchiseAndInvite(page: Page, run: Run): Promise<string> {
  const admin = seededAccount('super-admin');
  await logInOnAdminHost(page, admin.username, admin.password);
  await page.goto(adminUrl('/admin/franchises/new'));
  await expect(page.getByRole('heading', { level: 1, name: 'New franchise' })).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Name', { exact: true }).fill(run.franchise);
  await page.getByLabel('Default commission (%)').fill('10');
  await page.getByLabel('Contact name').fill('Riley Tar');
  await page.getByLabel('Contact email').fill(run.franchiseeEmail);
  await page.getByLabel('Contact phone').fill('(919) 555-0101');
  await page.getByLabel(/^ZIP prefixes/).fill(run.zip);
  await page.getByRole('button', { name: 'Create the franchise' }).click();
  await expect(page.getByText(franchiseCreated(run.franchise))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: run.franchise })).toBeVisible();
  const franchiseId = lastSegment(page);
  await checkPage(page);

  await page.goto(adminUrl('/admin/users/invite'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Email').fill(run.franchiseeEmail);
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Tar');
  await page.getByLabel('Role').selectOption({ label: 'Franchisee User' });
  await page.getByLabel(/^Franchise/).selectOption({ label: run.franchise });
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(userInvited(run.franchiseeEmail))).toBeVisible();
  await checkPage(page);
  return franchiseId;
}

/** Step 1's end: the emailed link sets the franchisee's password. */
async function setPasswordFromInvitation(page: Page, run: Run): Promise<void> {
  const link = await nextResetLink(run.franchiseeEmail, new Set());
  await page.goto(link);
  // The page takes the token from the fragment, then drops it from the address bar: fill the form
  // once that is done.
  await expect(page).toHaveURL(webUrl('/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(run.password);
  await page.getByLabel('Confirm new password').fill(run.password);
  await checkPage(page);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByRole('main').getByText('Your password has been changed. You can now log in with it.'),
  ).toBeVisible();
  await checkPage(page);
}

/** Step 2: the franchisee's school in the territory, its Thon, the commission and the calendar. */
async function runFranchiseeSide(page: Page, run: Run): Promise<{ organizationId: string; eventId: string }> {
  await logInOnAdminHost(page, run.franchiseeEmail, run.password);
  await checkPage(page);

  await page.goto(adminUrl('/admin/organizations/new'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add an organization' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(run.school);
  await page.getByLabel('Type').selectOption('Elementary School');
  await page.getByLabel('Street').fill('12 Oak Grove Rd');
  await page.getByLabel('City').fill('Durham');
  await page.getByLabel('State').selectOption('NC');
  await page.getByLabel(/^ZIP/).fill(run.zip);
  await page.getByRole('button', { name: 'Create the organization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: run.school })).toBeVisible();
  const organizationId = lastSegment(page);
  // Derived from the ZIP: the new franchise's territory holds it.
  await expect(page.getByRole('definition').first()).toHaveText(run.franchise);
  await checkPage(page);

  await page.getByRole('link', { name: 'Create a Thon for it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Thon' })).toBeVisible();
  await expect(page.getByText(`For ${run.school}.`)).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Thon name').fill(run.thon);
  await page.getByRole('textbox', { name: 'Start date' }).fill(run.startDate);
  await page.getByRole('textbox', { name: 'End date' }).fill(run.endDate);
  await page.getByLabel('Goal (US dollars)').fill('5000');
  await page.getByLabel('Maximum units').fill('40');
  await page.getByRole('button', { name: 'Create Thon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: run.thon })).toBeVisible();
  const eventId = lastSegment(page);
  await checkPage(page);

  await page.goto(adminUrl('/admin/thons'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thons' })).toBeVisible();
  await page.getByLabel(`Commission % for ${run.thon}`).fill('8');
  await page
    .getByRole('row', { name: new RegExp(run.thon) })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(
    page.getByRole('row', { name: new RegExp(run.thon) }).getByText(thonCommissionSaved(run.thon, 8)),
  ).toBeVisible();
  await checkPage(page);

  await page.goto(adminUrl(`/shop/franchiseecalander?month=${run.startDate.slice(0, 7)}&view=list`));
  const list = page.getByRole('region', { name: /^Thons in / });
  const row = list.getByRole('row', { name: new RegExp(run.thon) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(run.startDate);
  await expect(row).toContainText(run.school);
  await page.goto(adminUrl(`/shop/franchiseecalander?month=${run.startDate.slice(0, 7)}`));
  // At phone width the month is shown day by day: the kickoff is on the start date's day.
  const agenda = page.getByRole('region', { name: /, day by day$/ });
  await expect(agenda.getByText(`Kickoff: ${run.thon}`, { exact: false })).toBeVisible();
  await checkPage(page);
  return { organizationId, eventId };
}

/** Step 3: the other franchise's franchisee gets the unknown Thon's answer, in the page and the API. */
async function otherFranchiseeIsRefused(browser: Browser, eventId: string): Promise<void> {
  const page = await newPage(browser, width);
  const other = seededAccount('franchisee-user');
  await logInOnAdminHost(page, 'demo.franchisee2', other.password);
  const session = await storedSession(page);
  await page.goto(adminUrl(`/organizer/thons/${eventId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  // The unknown Thon's message, word for word.
  await expect(page.getByRole('alert')).toHaveText(noSuchEvent);
  await checkPage(page);
  for (const path of [
    `/api/events/GetThonRoster/${eventId}`,
    `/api/pledges/GetPledgeSettings/${eventId}`,
    `/api/pledges/GetProcessingReport/${eventId}`,
  ]) {
    expect((await callApi('GET', path, { session })).status, path).toBe(404);
  }
  // An unknown id answers the same.
  const unknown = await callApi('GET', `/api/events/GetThonRoster/${randomUUID()}`, { session });
  const refused = await callApi('GET', `/api/events/GetThonRoster/${eventId}`, { session });
  expect(refused.body).toEqual(unknown.body);
  await page.context().close();
}

/** Step 5's set-up (not the point): the Thon runs and its pledges are charged. */
async function runAndProcess(session: Session, eventId: string): Promise<void> {
  const participantId = await goLiveWithOneRunner(session, eventId, {
    first: 'Juno',
    last: 'Park',
    team: 'Room 4',
  });
  const tag = randomUUID().slice(0, 8);
  for (const [first, amount] of [
    ['Lap', 2],
    ['Steady', 1.5],
  ] as const) {
    await ok(
      callApi('POST', '/api/pledges/CreatePledge', {
        headers: { 'Idempotency-Key': randomUUID() },
        body: {
          ParticipantId: participantId,
          Kind: 'PerUnit',
          Donor: { FirstName: first, LastName: 'Donor', Email: `${first.toLowerCase()}.${tag}@donor.org` },
          AgreeToTerms: true,
          Amount: amount,
          PaymentMethodId: 'pm_card_visa',
        },
      }),
    );
  }
  await ok(
    callApi('POST', '/api/events/RecordUnits', {
      session,
      body: { EventId: eventId, ParticipantId: participantId, Units: 3 },
    }),
  );
  await ok(
    callApi('POST', '/api/events/ChangeThonStatus', {
      session,
      body: { EventId: eventId, Status: 'completed' },
    }),
  );
  await expect
    .poll(
      async () =>
        (
          (await ok(callApi('GET', `/api/pledges/GetProcessingReport/${eventId}`, { session }))) as {
            Progress: number;
          }
        ).Progress,
      { timeout: 45_000 },
    )
    .toBe(100);
}

/** A CSV of plain fields (the report's own: no quotes needed in these names) as rows of cells. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);

/** Step 5: the reconciliation CSV of the processed Thon, downloaded from the console, adds up. */
async function reconciliationAddsUp(page: Page, session: Session, eventId: string): Promise<void> {
  await page.goto(adminUrl('/admin/reconciliation'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  await page.getByRole('radio', { name: 'Thon' }).check();
  await page.getByLabel('Thon id').fill(eventId);
  await page.getByRole('button', { name: 'Show report' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  await checkPage(page);

  const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
  const total = rows.at(-1);
  const thonRows = rows.slice(0, -1);
  expect(total?.[0]).toBe('Total');
  expect(thonRows).toHaveLength(1);
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    expect(index, name).toBeGreaterThanOrEqual(0);
    return index;
  };
  const figures = [
    'Gross Pledged',
    'Charged',
    'Refunded',
    'Disputed',
    'Offline',
    'Processing Expense',
    'Commission',
    'Net To School',
  ];
  // The rows sum to the total, column by column, in cents.
  for (const name of figures) {
    const sum = thonRows.reduce((added, row) => added + cents(row[column(name)]), 0);
    expect(sum, name).toBe(cents(total?.[column(name)]));
  }
  // Each row and the total follow the arithmetic: charged less refunds, disputes, processing and
  // commission is the school's.
  for (const row of [...thonRows, total ?? []]) {
    const value = (name: string) => cents(row[column(name)]);
    expect(value('Net To School')).toBe(
      value('Charged') -
        value('Refunded') -
        value('Disputed') -
        value('Processing Expense') -
        value('Commission'),
    );
  }
  // And the total is the pledges' own: what processing charged ($2 and $1.50 a lap, 3 laps).
  const report = (await ok(callApi('GET', `/api/pledges/GetProcessingReport/${eventId}`, { session }))) as {
    ByStatus: { Status: string; Count: number; Amount: number }[];
  };
  const charged = report.ByStatus.find((status) => status.Status === 'Charged');
  expect(charged?.Count).toBe(2);
  expect(Math.round((charged?.Amount ?? 0) * 100)).toBe(cents(total?.[column('Charged')]));
  expect(cents(total?.[column('Charged')])).toBe(1050);
  expect(Number(total?.[column('Pledges')])).toBe(2);
  expect(cents(total?.[column('Commission')])).toBeGreaterThan(0);
}

/** Step 6: the audit log of the new franchise names each change made above. */
async function auditLogShowsEachChange(
  page: Page,
  run: Run,
  ids: { franchiseId: string; organizationId: string; eventId: string },
): Promise<void> {
  await page.goto(adminUrl(`/admin/audit?franchise=${encodeURIComponent(ids.franchiseId)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Audit entries' });
  const entry = (what: string, text: string) =>
    entries.getByRole('row').filter({ hasText: what }).filter({ hasText: text });
  await expect(entry('Franchise created', ids.franchiseId)).toHaveCount(1);
  await expect(entry('User invited', run.franchiseeEmail)).toHaveCount(1);
  await expect(entry('Organization created', ids.organizationId)).toHaveCount(1);
  await expect(entry('Thon created', ids.eventId)).toHaveCount(1);
  await expect(entry('Pledge settings changed', ids.eventId)).toHaveCount(1);
  await expect(entry('Pledge settings changed', ids.eventId)).toContainText('8');
  await checkPage(page);
}

describe('the franchise business in the console', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a new franchise, its franchisee, a school, a Thon, its commission, calendar, reconciliation and audit', async () => {
    const run = runData();
    const adminPage = await newPage(browser, width);
    const franchiseId = await createFranchiseAndInvite(adminPage, run);

    const page = await newPage(browser, width);
    await setPasswordFromInvitation(page, run);
    const { organizationId, eventId } = await runFranchiseeSide(page, run);

    await otherFranchiseeIsRefused(browser, eventId);

    const session = await storedSession(page);
    await runAndProcess(session, eventId);
    await reconciliationAddsUp(page, session, eventId);

    await auditLogShowsEachChange(adminPage, run, { franchiseId, organizationId, eventId });
  }, 300_000);

  it('a franchisee team leader records units on their Thon but reaches no money setting', async () => {
    const page = await newPage(browser, width);
    await logInThroughPage(page, 'franchisee-team-leader');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await checkPage(page);
    const session = await storedSession(page);
    // My Account leads to the Thons they are assigned to.
    await page.getByRole('link', { name: 'My Thons' }).click();
    const assigned = page.getByRole('list', { name: 'Your Thons' });
    await expect(assigned.getByRole('link', { name: 'Lincoln Elementary Fun Run' })).toBeVisible();
    await checkPage(page);
    await assigned.getByRole('link', { name: 'Lincoln Elementary Fun Run' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lincoln Elementary Fun Run' })).toBeVisible();
    const eventId = lastSegment(page);
    const units = page.getByRole('region', { name: 'Units' });
    const laps = String(randomInt(1, 30));
    await units.getByLabel('Laps for Lucas Martinez').fill(laps);
    await units.getByRole('button', { name: 'Save laps for Lucas Martinez' }).click();
    await expect(units.getByRole('row', { name: /Lucas Martinez/ }).getByRole('alert')).toHaveText(
      `Saved: ${laps} ${laps === '1' ? 'lap' : 'laps'}.`,
    );
    // No money settings, nor anything else of the Thon's management, is offered.
    for (const section of ['Payments', 'Status', 'Access codes', 'Pledges', 'Processing']) {
      await expect(page.getByRole('region', { name: section, exact: true })).toHaveCount(0);
    }
    await checkPage(page);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Units' }).getByLabel('Laps for Lucas Martinez'),
    ).toHaveValue(laps);

    // The API answers the money settings as it answers an unknown Thon.
    expect((await callApi('GET', `/api/pledges/GetPledgeSettings/${eventId}`, { session })).status).toBe(404);
    const change = await callApi('POST', `/api/pledges/UpdatePledgeSettings/${eventId}`, {
      session,
      body: { CommissionPercent: 1 },
    });
    expect(change.status).toBe(404);
    // And the console, where commissions are set, is not theirs.
    await page.goto(webUrl('/admin/thons'));
    await expect(page.getByLabel(/^Commission % for/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  });
});
