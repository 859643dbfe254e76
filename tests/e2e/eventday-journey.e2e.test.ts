// Event day end to end, in Chromium at phone width (360 px) against the local stack and its demo
// data (docs/event-day.md): the demo organizer opens the live Thon's event-day page, prints bibs
// (the PDF's first QR, decoded, is one runner's THONLAP- token) and invites a volunteer with a
// counting code; in a browser context of their own, without a session, the volunteer opens the
// counting address and counts with the keyboard-scanner path (the payload typed, then Enter): a
// second scan of the same runner at once is already counted; offline (Playwright's network switch)
// the page keeps counting and shows what waits; back online it syncs to nothing waiting. The
// screen shows the Thon's total laps, and after the units job the runner's student page shows the
// laps as units. Every page visited passes axe and is no wider than the screen.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decodeFirstBibQr } from '../support/bib-pdf-qr';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { dismissToasts } from './dismiss-toasts';
import { applyLapUnits, eventDayRoster, runnerNamed, type RosterRunner } from './eventday-steps';
import { expect } from './expect';
import { eventIdOf } from './prize-steps';
import { seriousViolations } from './serious-violations';
import { logInThroughPage, storedSession } from './sign-in-steps';
import type { Session } from './thon-steps';

const width = 360;
const liveThon = { name: 'Lincoln Elementary Fun Run', code: 'LINCOLN26' };
// Demo runners of Mr. Chen's class (functions/dev/seed.ts), not demo.teacher's: the units of
// demo.teacher's class and Lucas's are typed in by other journeys, which counted laps would refuse.
const online = 'Emma';
const offline = 'Olivia';

/** The page as it stands passes axe and fits the phone's width. */
async function checkPage(page: Page): Promise<void> {
  await dismissToasts(page);
  expect(await seriousViolations(page), page.url()).toEqual([]);
  await expect.poll(() => contentWidth(page), { message: page.url() }).toBeLessThanOrEqual(width);
}

/** Step 1: the organizer prints every class's bibs; the sheet's first QR is a runner's bib. */
async function printBibs(page: Page, runners: readonly RosterRunner[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Event day' })).toBeVisible();
  await checkPage(page);
  const bibs = page.getByRole('region', { name: 'Bibs' });
  await bibs.getByRole('button', { name: 'Print bibs' }).click();
  // The sheet is drawn in the browser and handed over as a download link.
  const link = bibs.getByRole('link', { name: /^Download bibs-/u });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^bibs-${liveThon.code}-.+\\.pdf$`, 'u'));
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const { text } = await decodeFirstBibQr(await readFile(path));
  expect(runners.map((runner) => `THONLAP-${runner.LapToken}`)).toContain(text);
  await checkPage(page);
}

/** Step 2: the organizer invites a volunteer; the code's counting address, shown once. */
async function inviteVolunteer(page: Page): Promise<string> {
  const invite = page.getByRole('region', { name: "Volunteers' counting codes" });
  await invite.getByLabel("Volunteer's name or station").fill('Gym door');
  await invite.getByRole('button', { name: 'Invite a volunteer' }).click();
  // Shown once, in a dialog: the QR of the counting address and the address in text.
  const dialog = page.getByRole('dialog', { name: 'Counting code for Gym door' });
  await expect(dialog).toBeVisible();
  const address = (await dialog.locator('.counting-code-link code').textContent()) ?? '';
  expect(address).toMatch(new RegExp(`/eventday/${liveThon.code}#code=[A-Z2-7]{24}$`, 'u'));
  // The modal dialog covers the page's toasts: axe checks it as it stands, the width after it closes.
  expect(await seriousViolations(page), 'the code dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(invite.getByRole('row', { name: /Gym door/u })).toContainText('Active');
  await checkPage(page);
  return address;
}

/**
 * A keyboard scanner's scan: it types the bib's payload into whatever has focus, then Enter. The
 * page keeps its scanner field focused between scans, so nothing is clicked first.
 */
async function scan(page: Page, runner: RosterRunner): Promise<void> {
  await expect(page.getByLabel('Scanner or bib code')).toBeFocused();
  await page.keyboard.type(`THONLAP-${runner.LapToken}`);
  await page.keyboard.press('Enter');
}

/** The card the page shows for the last scan (the runner's name, lap and outcome, read aloud). */
const lastScan = (page: Page) => page.locator('.counting-card');
/** The header's network line: online or offline, and what waits on the phone. */
const syncLine = (page: Page) => page.getByRole('status').filter({ hasText: /^(Online|Offline)/u });

/** Steps 3-5: the volunteer counts online, a repeat, offline, and syncs back. */
async function volunteerCounts(
  browser: Browser,
  address: string,
  runners: { online: RosterRunner; offline: RosterRunner },
): Promise<void> {
  // A context of its own: no session, no storage shared with the organizer's.
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(new URL(address, webUrl()).href);
  // The code opens the Thon's roster: the page names the Thon and the volunteer.
  await expect(page.getByRole('heading', { level: 1, name: liveThon.name })).toBeVisible();
  await expect(page.getByText('Counting as Gym door')).toBeVisible();
  // The code leaves the address bar once kept on the phone.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await page.getByLabel('Scanner or bib code').focus();
  await checkPage(page);

  const first = runners.online;
  await scan(page, first);
  await expect(lastScan(page)).toContainText(`${first.FirstName} ${first.LastInitial}.`);
  await expect(lastScan(page)).toContainText(`Lap ${first.Laps + 1}`);
  await expect(lastScan(page)).toContainText('Counted');
  await expect(syncLine(page)).toHaveText('Online');
  // The same runner again at once, within the cooldown: not a second lap.
  await scan(page, first);
  await expect(lastScan(page)).toContainText('Already counted');
  await checkPage(page);

  await context.setOffline(true);
  await expect(syncLine(page)).toContainText('Offline');
  const second = runners.offline;
  await scan(page, second);
  await expect(lastScan(page)).toContainText(`${second.FirstName} ${second.LastInitial}.`);
  await expect(lastScan(page)).toContainText(`Lap ${second.Laps + 1}`);
  await expect(syncLine(page)).toContainText('1 waiting to sync');
  await checkPage(page);

  await context.setOffline(false);
  // Synced: online, nothing waiting on the phone.
  await expect(syncLine(page)).toHaveText('Online', { timeout: 30_000 });
  await checkPage(page);
  await context.close();
}

/** The value a description list gives a term, e.g. the screen's "Laps" or the student's "Units completed". */
const definitionOf = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`, 'u') }).locator('xpath=following-sibling::dd[1]');

/** Step 6: the projector's screen shows the Thon's total laps and the last lap counted. */
async function screenShowsTotal(browser: Browser, totalLaps: number, last: RosterRunner): Promise<void> {
  const page = await newPage(browser, width);
  await page.goto(webUrl(`/eventday/${liveThon.code}/screen`));
  await expect(page.getByRole('heading', { level: 1, name: liveThon.name })).toBeVisible();
  // The read is cached for a few seconds and the page refreshes every 5: the total catches up.
  await expect(definitionOf(page, 'Laps')).toHaveText(totalLaps.toLocaleString('en-US'), { timeout: 20_000 });
  const latest = page.getByRole('region', { name: 'Latest laps' });
  await expect(latest).toContainText(`${last.FirstName} ${last.LastInitial}.`);
  await checkPage(page);
  await page.context().close();
}

/** Step 7: after the units job, the runner's student page shows their laps as units. */
async function studentPageShowsUnits(browser: Browser, runner: RosterRunner, laps: number): Promise<void> {
  await applyLapUnits();
  const page = await newPage(browser, width);
  await page.goto(webUrl(`/student/${runner.ParticipantId}`));
  await expect(definitionOf(page, 'Units completed')).toHaveText(String(laps));
  await checkPage(page);
  await page.context().close();
}

describe('the event-day journey', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('prints bibs, invites a volunteer who counts online, a repeat once, offline then synced; the screen and the student page follow', async () => {
    const thonId = await eventIdOf(liveThon.code);
    const page = await newPage(browser, width);
    await logInThroughPage(page, 'organizer');
    await page.waitForURL((url) => url.pathname !== '/login');
    const session: Session = await storedSession(page);
    await page.goto(webUrl(`/organizer/thons/${thonId}/eventday`));

    // The demo seed issued every runner's bib: the roster answers the tokens the sheet carries.
    const before = await eventDayRoster(session, thonId);
    await printBibs(page, before);
    const address = await inviteVolunteer(page);
    await page.context().close();

    const runners = { online: runnerNamed(before, online), offline: runnerNamed(before, offline) };
    await volunteerCounts(browser, address, runners);

    // One lap each, however often the phone sent them; the repeat counted nothing.
    const after = await eventDayRoster(session, thonId);
    expect(runnerNamed(after, online).Laps).toBe(runners.online.Laps + 1);
    expect(runnerNamed(after, offline).Laps).toBe(runners.offline.Laps + 1);

    const total = after.reduce((sum, runner) => sum + runner.Laps, 0);
    await screenShowsTotal(browser, total, runners.offline);
    await studentPageShowsUnits(browser, runners.online, runners.online.Laps + 1);
  }, 300_000);
});
