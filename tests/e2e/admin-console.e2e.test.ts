// The admin console's organizations, users and audit log pages, and a Thon's console page, for the
// seeded super admin at phone width (360 px): each opens from the console's navigation data (the
// Thon's page from its row of the Thons list), passes axe and is no wider than the screen.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { logInThroughPage } from './sign-in-steps';

const pages: readonly [path: string, heading: string][] = [
  ['/admin/organizations', 'Organizations'],
  ['/admin/organizations/new', 'Add an organization'],
  ['/admin/users', 'Users'],
  ['/admin/users/invite', 'Invite a user'],
  ['/admin/audit', 'Audit log'],
];

describe('admin console pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(pages)('%s passes axe at 360 px', async (path, heading) => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'super-admin');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await page.goto(webUrl(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    await page.close();
  });

  it("a Thon's console page (the seeded LINCOLN26, opened from the Thons list) passes axe at 360 px", async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'super-admin');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await page.goto(webUrl('/admin/thons'));
    await expect(page.getByRole('heading', { level: 1, name: 'Thons' })).toBeVisible();
    // The list pages by start date and other tests add Thons: Show more until the seeded one shows.
    const rows = page.getByRole('row');
    const lincoln = rows.filter({ hasText: 'LINCOLN26' });
    for (let more = 0; (await lincoln.count()) === 0 && more < 20; more += 1) {
      const before = await rows.count();
      await page.getByRole('button', { name: 'Show more Thons' }).click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await lincoln.getByRole('link', { name: /^Staff and test mode of / }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Franchisee team leaders' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    await page.close();
  });
});
