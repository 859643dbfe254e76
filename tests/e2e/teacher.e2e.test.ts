// The demo teacher signs in and sees their class with each participant's units; the page passes
// axe at phone width (360 px).
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentWidth, launchBrowser, newPage } from './browser';
import { expect } from './expect';
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
    await expect(page.getByRole('heading', { level: 1, name: 'My class' })).toBeVisible();

    const list = page.getByRole('region', { name: 'Participants (3)' });
    for (const student of ['Ava Johnson', 'Liam Smith', 'Noah Garcia']) {
      await expect(list.getByLabel(`Laps for ${student}`)).toHaveCount(1);
    }
    await expect(list.getByText('Emma Brown')).toHaveCount(0);
    await expect(page.getByText("Mrs. Rivera's 3rd Grade · Lincoln Elementary Fun Run")).toHaveCount(1);

    expect(await seriousViolations(page)).toEqual([]);
    // Usable at 360 px: nothing wider than the screen.
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
  });
});
