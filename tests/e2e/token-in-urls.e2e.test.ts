// The session token never travels in a URL (paths and query strings are kept by access logs and
// CDN logs): every request the browser makes while a teacher and a parent sign in and use their
// pages is recorded, and none names the token or any part of it. The teacher check sends the
// placeholder 'current' and the token only in the Authorization header.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { logInThroughPage, storedSession } from './sign-in-steps';

interface Seen {
  url: string;
  authorization: string | undefined;
}

function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request) => {
    seen.push({ url: request.url(), authorization: request.headers().authorization });
  });
  return seen;
}

function expectNoTokenIn(seen: Seen[], token: string): void {
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.some(({ authorization }) => authorization === `Bearer ${token}`)).toBe(true);
  for (const { url } of seen) {
    const decoded = decodeURIComponent(url);
    for (const part of [token, ...token.split('.')]) expect(decoded).not.toContain(part);
  }
}

describe('the session token in request URLs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a teacher: sign-in, My Account and the class page', async () => {
    const page = await newPage(browser);
    const seen = recordRequests(page);
    await logInThroughPage(page, 'teacher');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await page.goto(webUrl('/teacher/class'));
    await expect(page.getByRole('heading', { level: 1, name: 'My class' })).toBeVisible();

    const { token } = await storedSession(page);
    expectNoTokenIn(seen, token);
    const checks = seen.filter(({ url }) => url.includes('/api/participants/IsLoggedInUserIsTeacher/'));
    expect(checks.length).toBeGreaterThan(0);
    for (const { url } of checks)
      expect(new URL(url).pathname).toBe('/api/participants/IsLoggedInUserIsTeacher/current');
    await page.close();
  });

  it('a parent: sign-in and the dashboard', async () => {
    const page = await newPage(browser);
    const seen = recordRequests(page);
    await logInThroughPage(page, 'parent');
    await expect(page.getByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeVisible();

    const { token } = await storedSession(page);
    expectNoTokenIn(seen, token);
    await page.close();
  });
});
