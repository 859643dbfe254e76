// A parent signs in and adds children up to the limit of 9 (the 10th is refused and the form says
// the limit is reached), then removes one (confirm step) and the list shrinks; the student page shows its desktop and mobile variants; the parent pages
// and the student page pass axe at phone width (360 px).
//
// The parent is a fresh user made for this file, and the children go into a Thon this file
// creates, so the seeded demo data other tests read stays as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { noPledgesMade, waitingForApproval } from '@thon/shared/catalog/messages';
import { parentLimitReached } from '@thon/shared/api/schemas/participants';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { dismissToasts } from './dismiss-toasts';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { callApi, logInThroughPage, pathOf, seededAccount, storedSession } from './sign-in-steps';

const freshPassword = 'ParentE2E#2026';

interface ApiSession {
  token: string;
  userId: string;
}

function sessionOf(token: unknown): ApiSession {
  if (typeof token !== 'string') throw new Error(`no token: ${JSON.stringify(token)}`);
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { token, userId: payload.sub };
}

async function apiLogIn(username: string, password: string): Promise<ApiSession> {
  const answer = await callApi('POST', '/authentication/login', {
    body: { Username: username, Password: password },
  });
  return sessionOf(answer.body);
}

/** A live Thon of its own, made by the seeded organizer through the API. */
async function createLiveThon(): Promise<{ eventId: string; eventCode: string; name: string }> {
  const organizer = seededAccount('organizer');
  const session = await apiLogIn(organizer.username, organizer.password);
  const name = `Parent E2E Run ${Date.now()}`;
  const created = await callApi('POST', '/api/events/CreateThon', {
    session,
    body: {
      Name: name,
      OrganizationName: 'Aspen Elementary',
      OrganizationType: 'Elementary School',
      StartDate: '2026-05-01',
      EndDate: '2026-05-02',
      TimeZone: 'America/Chicago',
      UnitName: 'lap',
      Goal: 5000,
      MinUnits: 0,
      MaxUnits: 40,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const thon = created.body as { EventId: string; EventCode: string };
  // A Thon goes live once its organization can receive payments: the payment stand-in approves
  // the account at once, and GetPledgeSettings reads that answer.
  const onboarding = await callApi('POST', `/api/pledges/StartPayoutOnboarding/${thon.EventId}`, {
    session,
    body: {},
  });
  expect(onboarding.status, JSON.stringify(onboarding.body)).toBe(200);
  const settings = await callApi('GET', `/api/pledges/GetPledgeSettings/${thon.EventId}`, { session });
  expect(settings.body).toMatchObject({ Payout: { Status: 'Enabled' } });
  const live = await callApi('POST', '/api/events/ChangeThonStatus', {
    session,
    body: { EventId: thon.EventId, Status: 'live' },
  });
  expect(live.status, JSON.stringify(live.body)).toBe(200);
  return { eventId: thon.EventId, eventCode: thon.EventCode, name };
}

/** A parent user of its own, made through the repositories as functions/test/integration/test-users.ts does. */
async function createFreshParent() {
  // The runner's main process started the stack and set its AWS environment; the test worker
  // inherits it. The data modules read it when first imported, so they are imported only here.
  if (!process.env.TABLE_NAME || !process.env.AWS_ENDPOINT_URL) {
    throw new Error('the e2e worker has no stack environment (TABLE_NAME, AWS_ENDPOINT_URL)');
  }
  const [{ createUser }, { createPasswordUser }] = await Promise.all([
    import('@thon/functions/data/repositories/users-repository'),
    import('@thon/functions/platform/user-pool'),
  ]);
  const userId = randomUUID();
  const username = `e2e-parent-${userId.slice(0, 8)}`;
  const email = `${username}@example.com`;
  await createPasswordUser(username, email, freshPassword);
  await createUser({
    userId,
    username,
    email,
    firstName: 'Pat',
    lastName: 'Tester',
    role: 'parent',
    active: true,
  });
  return { userId, username, password: freshPassword };
}

/** The n-th child's first name (1 = KidA): names are letters, spaces, apostrophes and hyphens only. */
const kid = (index: number) => `Kid${String.fromCharCode(64 + index)}`;

/** The seeded organizer approves a child a parent created, so it gets its public page. */
async function approveAsOrganizer(eventId: string, participantId: string): Promise<void> {
  const organizer = seededAccount('organizer');
  const session = await apiLogIn(organizer.username, organizer.password);
  const approved = await callApi('POST', `/api/events/ApproveParticipant/${eventId}`, {
    session,
    body: { ParticipantId: participantId },
  });
  expect(approved, JSON.stringify(approved.body)).toEqual({
    status: 200,
    body: { ParticipantId: participantId },
  });
}

const parentNav = (page: Page) => page.getByRole('navigation', { name: 'Parent pages' });

describe('parent pages', () => {
  let browser: Browser;
  let thon: Awaited<ReturnType<typeof createLiveThon>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    thon = await createLiveThon();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a parent adds children up to the limit of 9', async () => {
    const parent = await createFreshParent();
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'parent', '/login', parent);

    // A parent is confined to the parent pages: sign-in lands on the dashboard.
    await expect(page.getByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/parent/dashboard');
    await expect(
      page.getByText(`You have added 0 of ${maxParticipantsPerParent} participants.`),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add your first participant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a participant' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);

    const form = page.getByRole('region', { name: 'Add a new participant' });
    for (let index = 1; index <= maxParticipantsPerParent; index += 1) {
      await form.getByLabel('Event code').fill(thon.eventCode.toLowerCase());
      await form.getByLabel('First name').fill(kid(index));
      await form.getByLabel('Last name').fill('Tester');
      await form.getByLabel('Grade (optional)').selectOption('3');
      await form.getByLabel('Shirt size (optional)').selectOption('YM');
      await form.getByRole('button', { name: 'Add new participant' }).click();
      await expect(
        page.getByText(`You have added ${index} of ${maxParticipantsPerParent} participants.`),
      ).toBeVisible();
      if (index < maxParticipantsPerParent) {
        await expect(form.getByRole('alert')).toContainText(`${kid(index)} Tester was added.`);
      }
      await dismissToasts(page);
    }
    // At 9 the forms give way to the limit notice.
    await expect(page.getByText(/You have reached the limit of 9 participants/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add new participant' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The server holds the limit too: a 10th add is refused with 409.
    const session = await storedSession(page);
    const refused = await callApi('POST', '/api/Parent/AddParticipant', {
      session,
      body: { EventCode: thon.eventCode, FirstName: kid(10), LastName: 'Tester' },
    });
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: parentLimitReached }) });

    await parentNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeVisible();
    await expect(page.getByText(`You have added 9 of 9 participants.`)).toBeVisible();
    // Usable at 360 px: nothing wider than the screen.
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(maxParticipantsPerParent);
    await expect(cards.first()).toContainText(thon.name);
    await expect(cards.first()).toContainText('youth medium');
    // Children the parent created wait for the organizer: no share link until then.
    await expect(cards.first()).toContainText(waitingForApproval);
    await expect(page.getByRole('link', { name: /^Share / })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Removing a child frees a place: "Remove" asks first, in the confirm dialog, then the list shrinks.
    const kid1 = page.getByRole('article', { name: 'KidA Tester' });
    await kid1.getByRole('button', { name: 'Remove KidA Tester' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove KidA?' });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('main').getByText('KidA Tester was removed from your list.')).toBeVisible();
    await expect(
      page.getByText(`You have added 8 of ${maxParticipantsPerParent} participants.`),
    ).toBeVisible();
    await expect(cards).toHaveCount(maxParticipantsPerParent - 1);
    await expect(kid1).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add another participant' })).toBeVisible();
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    const list = await callApi(
      'GET',
      `/api/Parent/GetParticipantsByParent/${parent.userId}/${parent.userId}`,
      { session },
    );
    expect(list.body).toHaveLength(maxParticipantsPerParent - 1);

    await parentNav(page).getByRole('link', { name: 'My pledges' }).click();
    await expect(page.getByRole('region', { name: 'Pledges you made' })).toContainText(noPledgesMade);
    await expect(page.getByRole('region', { name: 'Pledges received' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the seeded parent sees their children on the dashboard, one waiting for approval (read only)', async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'parent');
    await expect(page.getByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeVisible();
    await expect(
      page.getByText(`You have added 3 of ${maxParticipantsPerParent} participants.`),
    ).toBeVisible();
    const waiting = page.getByRole('article', { name: "Zoë O'Connell" });
    await expect(waiting).toContainText(waitingForApproval);
    await expect(waiting.getByRole('link', { name: /^Share / })).toHaveCount(0);
    const ava = page.getByRole('article', { name: 'Ava Johnson' });
    await expect(ava).toContainText('Lincoln Elementary Fun Run');
    await expect(ava.getByRole('progressbar', { name: 'Progress of Ava Johnson' })).toHaveCount(1);
  });

  it('shows the student page in its desktop and mobile variants', async () => {
    // A second fresh parent adds a child through the API and puts it in each layout in turn.
    const parent = await createFreshParent();
    const session = await apiLogIn(parent.username, parent.password);
    const added = await callApi('POST', '/api/Parent/AddParticipant', {
      session,
      body: { EventCode: thon.eventCode, FirstName: 'Skye', LastName: 'Walker', Goal: 400 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { ParticipantId: participantId } = added.body as { ParticipantId: string };
    await approveAsOrganizer(thon.eventId, participantId);
    const chooseVariant = async (name: 'desktop' | 'mobile') => {
      const answer = await callApi('POST', '/api/Utilities/AddParticipantTestGroupData', {
        session,
        body: {
          GA_UserId: 'ga-e2e',
          G_ExperimentId: 'student-page-layout',
          G_VariantId: name === 'mobile' ? '1' : '0',
          G_VariantName: name,
          E_ContainerId: 'GTM-E2E',
          ParticipantId: participantId,
        },
      });
      expect(answer, JSON.stringify(answer.body)).toEqual({
        status: 200,
        body: { StudentPageVariant: name },
      });
    };

    // No experiment yet: the desktop layout, from a campaign link.
    const desktop = await newPage(browser, 1280);
    const visit = desktop.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/events/RecordVisit'),
    );
    await desktop.goto(webUrl(`/student/${participantId}?utm_source=e2e&utm_campaign=parent`));
    await expect(desktop.getByRole('heading', { level: 1, name: 'Skye W.' })).toBeVisible();
    await expect(desktop.locator('article[data-variant="desktop"]')).toHaveCount(1);
    await expect(desktop.getByRole('complementary', { name: 'Fundraising figures' })).toContainText('$400');
    await expect(desktop.locator('main')).not.toContainText('Walker');
    expect((await visit).postDataJSON()).toEqual({
      EventId: thon.eventId,
      ParticipantId: participantId,
      Source: 'e2e',
      Campaign: 'parent',
    });
    expect(await seriousViolations(desktop)).toEqual([]);

    await chooseVariant('mobile');
    const mobile = await newPage(browser, 360);
    await mobile.goto(webUrl(`/student/${participantId}`));
    await expect(mobile.getByRole('heading', { level: 1, name: 'Skye W.' })).toBeVisible();
    await expect(mobile.locator('article[data-variant="mobile"]')).toHaveCount(1);
    await expect(mobile.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveCount(1);
    expect(await seriousViolations(mobile)).toEqual([]);
  });
});
