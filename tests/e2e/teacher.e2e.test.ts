// The demo teacher signs in and sees their class with each participant's units; the page passes
// axe at phone width (360 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { seriousViolations } from './serious-violations';
import { logInThroughPage } from './sign-in-steps';

describe("teacher's class", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists the class of demo.teacher', async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'teacher', `/login?redirect=${encodeURIComponent('/teacher/class')}`);
    await page.getByRole('heading', { level: 1, name: 'My class' }).waitFor();

    const list = page.getByRole('region', { name: 'Participants (3)' });
    for (const student of ['Ava Johnson', 'Liam Smith', 'Noah Garcia']) {
      expect(await list.getByLabel(`Laps for ${student}`).count()).toBe(1);
    }
    expect(await list.getByText('Emma Brown').count()).toBe(0);
    expect(await page.getByText("Mrs. Rivera's 3rd Grade · Lincoln Elementary Fun Run").count()).toBe(1);

    expect(await seriousViolations(page)).toEqual([]);
    // Usable at 360 px: nothing wider than the screen.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
