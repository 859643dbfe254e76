// A donor opens the event page by its code: the page shows the Thon and its runners by first
// name and last initial, never a child's surname, passes axe at phone width, and links each
// runner to their student page.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';

describe('donor event page', () => {
  let browser: Browser;
  const event = inject('stack').events[0];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens from the event code and shows runners without surnames', async () => {
    if (!event) throw new Error('the stack seeded no events');
    const page = await newPage(browser, 360);
    await page.goto(webUrl('/login'));
    await page.getByLabel('Event code', { exact: true }).fill(event.eventCode);
    await page.getByRole('button', { name: 'Go to event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    const participants = page.getByRole('region', { name: 'Participants' });
    await expect(participants).toContainText('Ava J.');
    await expect(page.locator('main')).not.toContainText('Johnson');
    await expect(page.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveCount(1);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);

    // A donor finds a runner by name and opens their page.
    await participants.getByLabel('Find a participant').fill('Ava');
    await participants.getByRole('link', { name: 'Ava J.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ava J.' })).toBeVisible();
    await expect(page).toHaveURL(/\/student\/[^/]+$/);
  });
});
