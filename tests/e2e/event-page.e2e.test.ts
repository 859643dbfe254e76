// A donor opens the event page by its code: the page shows the Thon and its runners by first
// name and last initial, never a child's surname, passes axe at phone width, and links each
// runner to their student page.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, webUrl } from './browser';

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
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    const participants = page.getByRole('region', { name: 'Participants' });
    await expect.poll(() => participants.textContent()).toContain('Ava J.');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('Johnson');
    expect(await page.getByRole('progressbar', { name: 'Progress toward the goal' }).count()).toBe(1);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);

    // A donor finds a runner by name and opens their page.
    await participants.getByLabel('Find a participant').fill('Ava');
    await participants.getByRole('link', { name: 'Ava J.' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ava J.' }).waitFor();
    expect(page.url()).toMatch(/\/student\/[^/]+$/);
  });
});
