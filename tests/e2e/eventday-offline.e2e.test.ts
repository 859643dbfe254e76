// The counting page reloads with the network gone (docs/event-day.md, "Offline"): its service
// worker (web/public/eventday-sw.js) answers the page and its scripts from its cache when the
// network fails. A volunteer's phone at the lap line loses the school's Wi-Fi and a reload must
// not lose the page. Donor pages are never under the worker.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';

/** What the counting page says to a visitor with neither a code nor a session. */
const howToCount = /To count laps, scan the counting code/;

// Browser-side code as text: the e2e project is compiled for Node, without the DOM's types.
/** The paths the worker's cache holds, read in the page (same origin, same caches). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    "caches.open('thon-eventday-v1').then((cache) => cache.keys()).then((keys) => keys.map((request) => new URL(request.url).pathname))",
  );
}

/** Whether a service worker answers the page's requests. */
function underWorker(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('navigator.serviceWorker.controller !== null');
}

describe('the counting page offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reloads from the worker’s cache with the network gone, and leaves donor pages alone', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/eventday/OFFLINE1'));
    await expect(page.getByText(howToCount)).toBeVisible();
    // The worker takes the page, then stores the page shell and the files of this first visit.
    await expect.poll(() => underWorker(page)).toBe(true);
    await expect
      .poll(async () => {
        const paths = await cachedPaths(page);
        return paths.includes('/eventday/__shell') && paths.includes('/src/main.tsx');
      })
      .toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByText(howToCount)).toBeVisible();
    // Another Thon's counting page, never visited, opens from the page shell.
    await page.goto(webUrl('/eventday/OFFLINE2'));
    await expect(page.getByText(howToCount)).toBeVisible();

    await page.context().setOffline(false);
    const donor = await page.context().newPage();
    await donor.goto(webUrl('/'));
    expect(await underWorker(donor)).toBe(false);
  });
});
