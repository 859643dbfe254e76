// The demo organizer opens the demo Thon, sees each class with its leader and teacher, is told
// why a parent cannot teach and why a class keeps its leader, and assigns the demo teacher by
// email; the page passes axe at phone width (360 px). The assignments leave the seeded classes as
// they were, so the teacher's own class page (teacher.e2e) is unchanged whatever the test order.
// On a new draft Thon (which the teacher check ranks below the live demo Thon) the organizer gives
// an empty class its teacher and leader and sees both names appear.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { notATeacherAccount } from '@thon/shared/api/schemas/events';
import { teamLeaderAlreadyAssigned } from '@thon/shared/catalog/messages';
import type { Role } from '@thon/shared/auth/roles';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { callApi, logInThroughPage, seededAccount, seededEvent, storedSession } from './sign-in-steps';

const riveraClass = "Mrs. Rivera's 3rd Grade";
const chenClass = "Mr. Chen's 4th Grade";

/** Demo accounts sign up with username@example.com (functions/dev/seed.ts). */
function emailOf(role: Role): string {
  return `${seededAccount(role).username}@example.com`;
}

function teamCard(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Teams' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The name a team card shows as its leader or teacher. */
function personOf(card: Locator, role: 'Leader' | 'Teacher'): Locator {
  return card
    .locator('dl > div')
    .filter({ has: card.page().getByText(role, { exact: true }) })
    .locator('dd');
}

async function assign(card: Locator, team: string, role: 'Teacher' | 'Team leader', email: string) {
  const form = card.getByRole('group', { name: `Assign to ${team}` });
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByLabel('Account email').fill(email);
  await form.getByRole('button', { name: 'Assign' }).click();
  return form.getByRole('alert');
}

describe('teams of a Thon', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the demo organizer assigns the demo teacher to a class by email', async () => {
    const demo = seededEvent(0);
    const found = await callApi('POST', '/api/EventCode', { body: { EventCode: demo.eventCode } });
    expect(found.status).toBe(200);
    const eventId = String(found.body);

    const page = await newPage(browser, 360);
    await logInThroughPage(
      page,
      'organizer',
      `/login?redirect=${encodeURIComponent(`/organizer/thons/${eventId}`)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    const rivera = teamCard(page, riveraClass);
    const chen = teamCard(page, chenClass);
    await expect(personOf(rivera, 'Leader')).toHaveText('Marcus Chen');
    await expect(personOf(chen, 'Teacher')).toHaveText('None yet');
    // Names only: no email of a leader or teacher reaches the page.
    await expect(page.getByRole('region', { name: 'Teams' })).not.toContainText('@example.com');

    // Refusals change nothing: a parent account cannot teach, a class keeps its first leader.
    const refusedTeacher = await assign(chen, chenClass, 'Teacher', emailOf('parent'));
    await expect(refusedTeacher).toHaveText(notATeacherAccount);
    const refusedLeader = await assign(chen, chenClass, 'Team leader', emailOf('organizer'));
    await expect(refusedLeader).toHaveText(teamLeaderAlreadyAssigned);
    await expect(personOf(chen, 'Teacher')).toHaveText('None yet');

    const assigned = await assign(rivera, riveraClass, 'Teacher', emailOf('teacher').toUpperCase());
    await expect(assigned).toHaveText('Teacher assigned.');
    await expect(personOf(rivera, 'Teacher')).toHaveText('Elena Rivera');

    expect(await seriousViolations(page)).toEqual([]);
    // Usable at 360 px: nothing wider than the screen.
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
  });

  it('gives a new class its teacher and leader, and both names appear', async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'organizer');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    const session = await storedSession(page);
    const today = new Date().toISOString().slice(0, 10);
    const created = await callApi('POST', '/api/events/CreateThon', {
      session,
      body: {
        Name: 'Team Assignment Run',
        OrganizationName: 'Assignment Academy',
        OrganizationType: 'Elementary School',
        StartDate: today,
        EndDate: today,
        TimeZone: 'America/Chicago',
        UnitName: 'lap',
        Goal: 1000,
        MinUnits: 0,
        MaxUnits: 0,
      },
    });
    expect(created.status).toBe(200);
    const eventId = String((created.body as { EventId: string }).EventId);
    const imported = await callApi('POST', '/api/events/ImportParticipants', {
      session,
      body: { EventId: eventId, Csv: 'First Name,Last Name,Goal,Team\r\nZed,Quinn,100,Room 7' },
    });
    expect(imported).toMatchObject({ status: 200, body: { Imported: 1 } });

    await page.goto(webUrl(`/organizer/thons/${eventId}`));
    const room = teamCard(page, 'Room 7');
    await expect(personOf(room, 'Teacher')).toHaveText('None yet');
    await expect(personOf(room, 'Leader')).toHaveText('None yet');

    const teacher = await assign(room, 'Room 7', 'Teacher', emailOf('teacher'));
    await expect(teacher).toHaveText('Teacher assigned.');
    await expect(personOf(room, 'Teacher')).toHaveText('Elena Rivera');
    const leader = await assign(room, 'Room 7', 'Team leader', emailOf('team-leader'));
    await expect(leader).toHaveText('Team leader assigned.');
    await expect(personOf(room, 'Leader')).toHaveText('Marcus Chen');
  });
});
