// Prizes end to end, in Chromium at phone width (360 px) against the local stack and its demo data
// (docs/prizes.md): the demo organizer builds a three-level programme for the live Thon from the
// shop's prize products on the programme page (the seeded one cleared through the API first); a
// donor pledges $1 a lap to Noah Garcia on the pledge page and his student page shows the level reached and what the
// next needs; the nightly lock, run on demand just after the Thon's next midnight, locks his award,
// and demo.teacher's pick list shows it with his shirt size; the franchisee runs the calculator and
// creates a draft order from it, which opens in the cart builder; demo.parent adds a message and a
// photo to Liam Smith's page, and the photo appears there only once the organizer approves it.
// Every page visited passes axe and is no wider than the screen.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { familyPageTexts } from '@thon/shared/catalog/family-page-messages';
import { prizeDonorTexts } from '@thon/shared/catalog/prize-donor-messages';
import { programmeSaved } from '@thon/shared/catalog/prize-page-messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import type { Role } from '@thon/shared/auth/roles';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { dismissToasts } from './dismiss-toasts';
import { expect } from './expect';
import { smallPng } from './generated-png';
import { tomorrowAt } from './local-midnight';
import { clearProgramme, eventIdOf, programmeOf, runNightlyLock } from './prize-steps';
import { seriousViolations } from './serious-violations';
import { callApi, logInThroughPage, storedSession } from './sign-in-steps';
import { ok, type Session } from './thon-steps';

const width = 360;
const liveThon = { name: 'Lincoln Elementary Fun Run', code: 'LINCOLN26', timeZone: 'America/Chicago' };
const prizeVendor = 'Bright Star Prizes';
/** The programme the organizer builds: name, $ per lap, and its one prize's label in the editor. */
const levels = [
  { name: 'Sticker Club', perLap: '0', prize: `Sticker Sheet · ${prizeVendor} · $0.30` },
  { name: 'Runner Shirt', perLap: '1', prize: `Top Runner T-Shirt · ${prizeVendor} · $5.50 · sized` },
  { name: 'Trophy', perLap: '3', prize: `Mini Trophy · ${prizeVendor} · $3.50` },
] as const;
// Demo students (functions/dev/seed.ts): Noah (YM) in demo.teacher's class, with no gift yet;
// Liam, one of demo.parent's two children.
const runner = { first: 'Noah', last: 'Garcia', size: 'YM' };
const child = { first: 'Liam', last: 'Smith' };
const familyMessage = 'Liam has been practising every recess. Go Liam!';

/** A donor text with its placeholders filled. */
const text = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/gu, (_, key: string) => values[key] ?? '');

/** The page as it stands passes axe and fits the phone's width. */
async function checkPage(page: Page): Promise<void> {
  await dismissToasts(page);
  expect(await seriousViolations(page), page.url()).toEqual([]);
  await expect.poll(() => contentWidth(page), { message: page.url() }).toBeLessThanOrEqual(width);
}

async function signIn(browser: Browser, role: Role): Promise<{ page: Page; session: Session }> {
  const page = await newPage(browser, width);
  await logInThroughPage(page, role);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { page, session: await storedSession(page) };
}

/** The live Thon's participant ids by first name (the organizer's roster). */
async function rosterIds(session: Session, thonId: string): Promise<Map<string, string>> {
  const roster = (await ok(callApi('GET', `/api/events/GetThonRoster/${thonId}`, { session }))) as {
    Participants: { ParticipantId: string; FirstName: string }[];
  };
  return new Map(roster.Participants.map((each) => [each.FirstName, each.ParticipantId]));
}

/** Step 1: the organizer builds the three levels from the shop's prizes and saves them. */
async function buildProgramme(page: Page, session: Session, thonId: string): Promise<void> {
  await clearProgramme(session, thonId);
  await page.goto(webUrl(`/organizer/thons/${thonId}/prizes`));
  await expect(page.getByRole('heading', { level: 1, name: 'Prize programme' })).toBeVisible();
  await checkPage(page);
  await page.getByLabel(/registered.+level/u).check();
  await page.getByRole('button', { name: 'Add a level', exact: true }).click();
  await page.getByRole('button', { name: 'Add a level', exact: true }).click();
  for (const [index, level] of levels.entries()) {
    const title = `Level ${index + 1}`;
    const group = page.getByRole('group', { name: title, exact: true });
    await group.getByLabel('Name', { exact: true }).fill(level.name);
    await group.getByLabel(/^Threshold/u).fill(level.perLap);
    await group.getByRole('button', { name: `Add a prize to ${title}` }).click();
    await group.getByLabel('Prize 1', { exact: true }).selectOption({ label: level.prize });
  }
  // The shirt level shows the shirt's picture.
  const shirtLevel = page.getByRole('group', { name: 'Level 2', exact: true });
  await shirtLevel.getByLabel('Picture').selectOption({ label: 'Top Runner T-Shirt' });
  await checkPage(page);
  await page.getByRole('button', { name: 'Save the programme' }).click();
  await expect(page.getByRole('main').getByText(programmeSaved)).toBeVisible();
  await checkPage(page);

  const saved = await programmeOf(session, thonId);
  expect(saved.Levels.map((level) => [level.Name, level.ThresholdPerUnitCents])).toEqual([
    ['Sticker Club', 0],
    ['Runner Shirt', 100],
    ['Trophy', 300],
  ]);
  expect(saved.Levels[1]?.Prizes).toEqual([
    expect.objectContaining({ ProductName: 'Top Runner T-Shirt', Sized: true }),
  ]);
}

/** Step 2: $1 a lap reaches the shirt level; the student page says so and what the trophy needs. */
async function studentPageShowsLevel(browser: Browser, participantId: string): Promise<void> {
  const page = await newPage(browser, width);
  // The donor pledges on the pledge page, paying with the payment stand-in's test card.
  await page.goto(webUrl(`/pledge/${participantId}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(runner.first);
  await page.getByLabel('Per lap', { exact: true }).check();
  await page.getByLabel('Amount per lap').fill('1');
  await page.getByLabel('First name').fill('Prize');
  await page.getByLabel('Last name').fill('Donor');
  await page.getByLabel('Email').fill(`prize.${randomUUID().slice(0, 8)}@donor.org`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(page).toHaveURL(/\/pledge\/confirmation\//);
  await expect(page.locator('main')).toContainText(`You pledged $1 per lap for ${runner.first}`);
  await page.goto(webUrl(`/student/${participantId}`));
  const card = page.getByRole('region', { name: prizeDonorTexts.prizeCardHeading });
  await expect(card.getByText(text(prizeDonorTexts.levelReached, { level: 'Runner Shirt' }))).toBeVisible();
  // $90 given once reaches $3 a lap; $1 a lap counts $30: $2 more per lap, or $60 once.
  const next = text(prizeDonorTexts.nextLevel, {
    perUnit: formatDollars(2),
    unit: 'lap',
    once: formatDollars(60),
    level: 'Trophy',
  });
  await expect(card.getByText(next)).toBeVisible();
  await checkPage(page);
  await page.context().close();
}

/** Step 3: the nightly lock, run just after the Thon's next midnight, then the teacher's pick list. */
async function lockedOnThePickList(browser: Browser): Promise<void> {
  await runNightlyLock(tomorrowAt(liveThon.timeZone, 0, 5));
  const { page } = await signIn(browser, 'teacher');
  await page.goto(webUrl('/teacher/class/prizes'));
  await expect(page.getByRole('heading', { level: 1, name: 'Prizes to hand out' })).toBeVisible();
  const noah = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${runner.first} ${runner.last}` }) });
  await expect(noah).toContainText(`Runner Shirt: Top Runner T-Shirt (${runner.size}) · locked`);
  await checkPage(page);
  await page.context().close();
}

/** Step 4: the franchisee's calculator for the live Thon, and its draft order in the cart builder. */
async function calculatorMakesDraftOrder(browser: Browser, thonId: string): Promise<void> {
  const { page } = await signIn(browser, 'franchisee-user');
  await page.goto(webUrl('/shop/reports/calculator'));
  await expect(page.getByRole('heading', { level: 1, name: 'Prize calculator' })).toBeVisible();
  await checkPage(page);
  const plan = page.getByRole('form', { name: 'Plan' });
  await plan.getByLabel('Thon').selectOption(thonId);
  await plan.getByRole('button', { name: 'Calculate' }).click();
  // The first calculation reads the Thon, its history and the shop: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: `Prizes for ${liveThon.name}` })).toBeVisible({
    timeout: 60_000,
  });
  // The Thon's history (the ended Thon's runners raised nothing) expects no one above the first
  // level: the franchisee expects half the runners at the shirt and a fifth at the trophy instead.
  const expected = plan.getByRole('group', { name: 'Expected students per level (%)' });
  await expected.getByLabel('Runner Shirt', { exact: true }).fill('50');
  await expected.getByLabel('Trophy', { exact: true }).fill('20');
  await plan.getByRole('button', { name: 'Calculate' }).click();
  // The shirt level's shirts are counted per size.
  await expect(page.getByRole('region', { name: 'Prizes: Runner Shirt' })).toContainText(
    'Top Runner T-Shirt',
  );
  await checkPage(page);

  const draft = page.getByRole('form', { name: 'Draft order' });
  await draft.getByRole('button', { name: 'Create draft order' }).click();
  const carts = draft.getByRole('list', { name: 'Draft carts' });
  await carts.getByRole('link', { name: prizeVendor }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `${liveThon.name}: ${prizeVendor}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Cart', exact: true }).getByRole('spinbutton').first(),
  ).toBeVisible();
  await checkPage(page);
  await page.context().close();
}

/** Step 5a: the parent writes a message and sends a photo (with consent) for Liam's page. */
async function parentAddsMessageAndPhoto(browser: Browser): Promise<void> {
  const { page } = await signIn(browser, 'parent');
  await page.goto(webUrl('/parent/dashboard'));
  const message = page.getByRole('region', {
    name: text(familyPageTexts.messageHeading, { name: child.first }),
  });
  await message.getByLabel(familyPageTexts.messageLabel, { exact: true }).fill(familyMessage);
  await message.getByRole('button', { name: familyPageTexts.saveMessage }).click();
  await expect(message.getByText(familyPageTexts.messageSaved)).toBeVisible();
  await checkPage(page);

  const photo = page.getByRole('region', { name: text(familyPageTexts.photoHeading, { name: child.first }) });
  await photo.getByLabel(text(familyPageTexts.photoConsent, { name: child.first })).check();
  await photo
    .getByLabel(familyPageTexts.choosePhoto)
    .setInputFiles({ name: 'liam.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(photo.getByText(familyPageTexts.photoPending)).toBeVisible({ timeout: 30_000 });
  await checkPage(page);
  await page.context().close();
}

/** The family's part of Liam's student page: the message, and whether the photo shows. */
async function liamsPage(browser: Browser, participantId: string, photoShown: boolean): Promise<void> {
  const page = await newPage(browser, width);
  await page.goto(webUrl(`/student/${participantId}`));
  await expect(page.getByText(familyMessage)).toBeVisible();
  const photo = page.getByRole('img', { name: text(prizeDonorTexts.photoOf, { name: child.first }) });
  if (photoShown) {
    await expect(photo).toBeVisible();
    // The published image loads (served from the public images, not the private pending copy).
    // (The e2e project's TypeScript has no DOM types: the image is read by shape.)
    const loadedWidth = () =>
      photo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth);
    await expect.poll(loadedWidth).toBeGreaterThan(0);
  } else {
    await expect(photo).toHaveCount(0);
  }
  await checkPage(page);
  await page.context().close();
}

/** Step 5b: the organizer approves the photo from the review queue. */
async function organizerApprovesPhoto(page: Page, thonId: string): Promise<void> {
  await page.goto(webUrl(`/organizer/thons/${thonId}/reviews`));
  await expect(page.getByRole('heading', { level: 1, name: 'Family pages review' })).toBeVisible();
  await checkPage(page);
  const approve = page.getByRole('button', { name: new RegExp(`^Approve the photo of ${child.first}`, 'u') });
  await approve.click();
  await expect(approve).toHaveCount(0);
  await checkPage(page);
}

describe('the prizes journey', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('builds a programme, reaches and locks a level, picks it by size, orders the prizes, and shows a family photo only once approved', async () => {
    const thonId = await eventIdOf(liveThon.code);
    const organizer = await signIn(browser, 'organizer');
    await buildProgramme(organizer.page, organizer.session, thonId);
    const ids = await rosterIds(organizer.session, thonId);
    const noahId = ids.get(runner.first) ?? '';
    const liamId = ids.get(child.first) ?? '';

    await studentPageShowsLevel(browser, noahId);
    await lockedOnThePickList(browser);
    await calculatorMakesDraftOrder(browser, thonId);

    await parentAddsMessageAndPhoto(browser);
    await liamsPage(browser, liamId, false);
    await organizerApprovesPhoto(organizer.page, thonId);
    await liamsPage(browser, liamId, true);
    await organizer.page.context().close();
  }, 300_000);
});
