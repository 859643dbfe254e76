// /Home/MyAccount for each demo role at phone width (360 px): sign-in lands there, the role's
// first step is offered, the page passes axe and nothing is wider than the screen. Parents and
// vendors are confined to their own pages (spec section 2) and never land here.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Role } from '@thon/shared/auth/roles';
import { contentWidth, launchBrowser, newPage } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { logInThroughPage } from './sign-in-steps';

const firstSteps: readonly [Role, string, string][] = [
  ['teacher', 'Open your class', '/teacher/class'],
  ['organizer', 'My Thons', '/organizer/thons'],
  ['super-admin', 'My Thons', '/organizer/thons'],
];

describe('my account per role', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(firstSteps)('leads a %s to "%s" and passes axe at 360 px', async (role, label, href) => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, role);
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);

    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    await page.close();
  });

  it('shows a participant their student page figures and link', async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'participant');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    const section = page.getByRole('region', { name: 'Your student page' });
    await expect(section.getByRole('link', { name: /student page$/ })).toHaveAttribute(
      'href',
      /^\/student\/[^/]+$/,
    );
    await expect(section.getByRole('progressbar').first()).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
  });
});
